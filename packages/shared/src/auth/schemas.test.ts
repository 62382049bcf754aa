import { describe, expect, it } from "vitest";
import { authMessages, forgotPasswordSchema, loginSchema, registerSchema, resetPasswordSchema } from "./schemas";

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string; path: PropertyKey[] }> } }, field: string) =>
  result.error?.issues.find((i) => i.path[0] === field)?.message;

const validRegistration = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  countryCode: "US",
  phoneNumber: "(555) 123-4567",
  password: "password1",
  confirmPassword: "password1",
  terms: true,
};

describe("register form rules", () => {
  it("accepts a complete registration", () => {
    expect(registerSchema.safeParse(validRegistration).success).toBe(true);
  });

  it.each([
    ["name", { name: "A" }, authMessages.nameMin],
    ["email", { email: "not-an-email" }, authMessages.email],
    ["phoneNumber", { phoneNumber: "555-1234" }, authMessages.phone],
    ["phoneNumber", { phoneNumber: "" }, authMessages.phone],
    ["password", { password: "short", confirmPassword: "short" }, authMessages.passwordMin],
    ["confirmPassword", { confirmPassword: "password2" }, authMessages.passwordsDoNotMatch],
    ["terms", { terms: false }, authMessages.terms],
  ])("%s: %o gives '%s'", (field, change, message) => {
    expect(firstMessage(registerSchema.safeParse({ ...validRegistration, ...change }), field)).toBe(message);
  });

  it("keeps the spec's exact texts", () => {
    expect(authMessages).toMatchObject({
      nameMin: "Name must be at least 2 characters",
      email: "Please enter a valid email address",
      phone: "Phone number is required and must be valid",
      passwordMin: "Password must be at least 8 characters",
      passwordsDoNotMatch: "Passwords do not match",
      terms: "You must agree to the terms and conditions",
    });
  });
});

describe("login, forgot and reset rules", () => {
  it("login needs a valid email and 8 characters", () => {
    expect(firstMessage(loginSchema.safeParse({ email: "x", password: "password1" }), "email")).toBe("Please enter a valid email address");
    expect(firstMessage(loginSchema.safeParse({ email: "a@b.co", password: "1234567" }), "password")).toBe("Password must be at least 8 characters");
    expect(loginSchema.safeParse({ email: "a@b.co", password: "12345678" }).success).toBe(true);
  });

  it("forgot password needs a valid email", () => {
    expect(firstMessage(forgotPasswordSchema.safeParse({ email: "nope" }), "email")).toBe("Please enter a valid email address");
  });

  it("reset needs two equal passwords of at least 8", () => {
    expect(firstMessage(resetPasswordSchema.safeParse({ password: "password1", confirmPassword: "password2" }), "confirmPassword")).toBe(
      "Passwords don't match",
    );
    expect(firstMessage(resetPasswordSchema.safeParse({ password: "short", confirmPassword: "short" }), "password")).toBe(
      "Password must be at least 8 characters",
    );
    expect(resetPasswordSchema.safeParse({ password: "password1", confirmPassword: "password1" }).success).toBe(true);
  });
});
