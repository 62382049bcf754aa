import { describe, expect, it } from "vitest";
import { contactFormSchema } from "./contact";

const valid = { name: "Ada", email: "ada@example.com", topic: "Billing", message: "Hello there, team!" };

describe("contactFormSchema", () => {
  it("accepts a complete message and trims it", () => {
    expect(contactFormSchema.parse({ ...valid, name: "  Ada " })).toEqual(valid);
  });

  it.each([
    ["name", "A", "Please enter your name (at least 2 characters)."],
    ["email", "not-an-email", "Please enter a valid e-mail address, like name@example.com."],
    ["topic", "", "Please choose a topic."],
    ["topic", "Other", "Please choose a topic from the list."],
    ["message", "too short", "Your message needs at least 10 characters."],
    ["message", "x".repeat(2001), "Your message can be at most 2000 characters."],
  ])("rejects %s = %j", (field, value, message) => {
    const result = contactFormSchema.safeParse({ ...valid, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});
