import { describe, expect, it } from "vitest";
import { socialSignInErrorMessage } from "./social-sign-in-error";

describe("social sign-in error text", () => {
  it("tells a user whose provider did not verify the e-mail to use the password", () => {
    expect(socialSignInErrorMessage("account_not_linked", "Google")).toMatch(/Google has not confirmed .* Sign in with your email and password/);
  });

  it("sends a new unverified user to the mailed link", () => {
    expect(socialSignInErrorMessage("email_not_verified", "Google")).toMatch(/Open the link we emailed you/);
  });

  it("sends an account with two-step verification to its password and code", () => {
    expect(socialSignInErrorMessage("two_factor_enabled", "Google")).toMatch(/two-step verification turned on/);
  });

  it("never echoes an unknown code", () => {
    expect(socialSignInErrorMessage("<b>call 555</b>", "Google")).toBe("Sign-in with Google did not work. Please try again.");
  });
});
