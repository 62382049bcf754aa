import { describe, expect, it } from "vitest";
import {
  challengeIsOver,
  normalizeTwoFactorCode,
  recoveryChallengeSchema,
  TWO_FACTOR_TOO_MANY_REQUESTS,
  twoFactorChallengeSchema,
  twoFactorDisableSchema,
  twoFactorErrorText,
  twoFactorMessages,
} from "./two-factor";

describe("normalizeTwoFactorCode", () => {
  it("drops the spaces people type or paste", () => {
    expect(normalizeTwoFactorCode(" 123 456 ")).toBe("123456");
    expect(normalizeTwoFactorCode("abcde-12345\n")).toBe("abcde-12345");
  });

  it("puts back a recovery code's dash, but leaves ten digits alone", () => {
    expect(normalizeTwoFactorCode("abcDE12345")).toBe("abcDE-12345");
    expect(normalizeTwoFactorCode("1234567890")).toBe("1234567890");
  });
});

describe("two-factor schemas", () => {
  it("a sign-in code is six digits", () => {
    expect(twoFactorChallengeSchema.parse({ code: "123 456", trustDevice: false })).toEqual({ code: "123456", trustDevice: false });
    const short = twoFactorChallengeSchema.safeParse({ code: "12345", trustDevice: false });
    expect(short.success).toBe(false);
    expect(short.error?.issues[0]?.message).toBe(twoFactorMessages.totpCode);
  });

  it("a recovery code is five and five characters", () => {
    expect(recoveryChallengeSchema.parse({ code: "Ab3De x9Yz1", trustDevice: true }).code).toBe("Ab3De-x9Yz1");
    expect(recoveryChallengeSchema.safeParse({ code: "123456", trustDevice: true }).error?.issues[0]?.message).toBe(twoFactorMessages.recoveryCode);
  });

  it("turning off takes the password and either kind of code", () => {
    expect(twoFactorDisableSchema.safeParse({ password: "secret-1", code: "654321" }).success).toBe(true);
    expect(twoFactorDisableSchema.safeParse({ password: "secret-1", code: "ab3de-x9yz1" }).success).toBe(true);
    const bad = twoFactorDisableSchema.safeParse({ password: "", code: "12" });
    expect(bad.error?.issues.map((i) => i.message)).toEqual([twoFactorMessages.passwordRequired, twoFactorMessages.code]);
  });
});

describe("twoFactorErrorText", () => {
  it("explains better-auth's codes, rate limits, and falls back otherwise", () => {
    expect(twoFactorErrorText({ status: 401, code: "INVALID_TWO_FACTOR_COOKIE" }, "x")).toBe("This sign-in has expired. Sign in again with your password.");
    expect(twoFactorErrorText({ status: 429 }, "x")).toBe(TWO_FACTOR_TOO_MANY_REQUESTS);
    expect(twoFactorErrorText({ status: 500, code: "SOMETHING" }, "Please try again.")).toBe("Please try again.");
    expect(challengeIsOver("TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE")).toBe(true);
    expect(challengeIsOver("INVALID_CODE")).toBe(false);
  });
});
