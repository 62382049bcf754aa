import { describe, expect, it } from "vitest";
import { COUNTRY_CODES, formatPhoneNumber, fullPhoneNumber } from "./phone";

describe("formatPhoneNumber", () => {
  it.each([
    ["", ""],
    ["5", "(5"],
    ["555", "(555"],
    ["5551", "(555) 1"],
    ["555123", "(555) 123"],
    ["5551234", "(555) 123-4"],
    ["5551234567", "(555) 123-4567"],
    ["55512345678999", "(555) 123-4567"],
    ["(555) 123-4567", "(555) 123-4567"],
    ["555.123.4567", "(555) 123-4567"],
  ])("US %s -> %s", (input, expected) => {
    expect(formatPhoneNumber("US", input)).toBe(expected);
  });

  it("leaves other countries as typed", () => {
    expect(formatPhoneNumber("UK", "7911 123456")).toBe("7911 123456");
  });

  it("offers the ten country codes of the spec in order", () => {
    expect(COUNTRY_CODES.map((c) => c.label)).toEqual(["+1 US", "+44 UK", "+33 FR", "+49 DE", "+61 AU", "+86 CN", "+91 IN", "+52 MX", "+55 BR", "+81 JP"]);
  });

  it("joins country code and number for sign-up metadata", () => {
    expect(fullPhoneNumber("US", "(555) 123-4567")).toBe("+1 (555) 123-4567");
    expect(fullPhoneNumber("JP", "90 1234 5678")).toBe("+81 90 1234 5678");
  });
});
