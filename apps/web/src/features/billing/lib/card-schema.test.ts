import { describe, expect, it } from "vitest";
import { cardFormSchema, formatCardNumber, formatExpiry, toCardInput } from "./card-schema";

const now = new Date("2026-11-23T12:00:00Z");
const valid = { name: "Casey Cook", cardNumber: "4242 4242 4242 4242", expiry: "12 / 30", cvc: "123" };

describe("card form", () => {
  it("accepts the test cards and sends bare digits with MM/YY", () => {
    for (const number of ["4242424242424242", "4000000000000002", "4000000000000341"]) {
      expect(cardFormSchema(now).safeParse({ ...valid, cardNumber: number }).success).toBe(true);
    }
    expect(toCardInput(valid)).toEqual({ name: "Casey Cook", cardNumber: "4242424242424242", expiry: "12/30", cvc: "123" });
  });

  it("rejects a mistyped number, a past or impossible expiry and a short code", () => {
    const errors = (v: Partial<typeof valid>) =>
      cardFormSchema(now)
        .safeParse({ ...valid, ...v })
        .error?.issues.map((i) => i.message);
    expect(errors({ cardNumber: "4242 4242 4242 4241" })).toEqual(["Your card number is invalid."]);
    expect(errors({ cardNumber: "4242" })).toEqual(["Please enter a valid card number."]);
    expect(errors({ expiry: "10 / 26" })).toEqual(["Your card has expired."]);
    expect(errors({ expiry: "11 / 26" })).toBeUndefined();
    expect(errors({ expiry: "13 / 30" })).toEqual(["Please enter the expiry as MM/YY."]);
    expect(errors({ cvc: "12" })).toEqual(["Please enter the 3 or 4 digit security code."]);
    expect(errors({ name: "  " })).toEqual(["Please enter the name on the card."]);
  });

  it("formats as the user types", () => {
    expect(formatCardNumber("4242424242424242")).toBe("4242 4242 4242 4242");
    expect(formatCardNumber("4242 42")).toBe("4242 42");
    expect(formatExpiry("1230")).toBe("12 / 30");
    expect(formatExpiry("1")).toBe("1");
  });
});
