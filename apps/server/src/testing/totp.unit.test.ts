import { describe, expect, it } from "vitest";
import { base32Decode, secretOf, totp } from "./totp";

// RFC 6238 appendix B: the SHA-1 seed "12345678901234567890", 8 digits.
const RFC_SEED = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";

describe("test TOTP helper", () => {
  it("decodes base32", () => {
    expect(base32Decode(RFC_SEED).toString()).toBe("12345678901234567890");
    expect(base32Decode("MZXW6YQ=").toString()).toBe("foob");
  });

  it.each([
    [59, "94287082"],
    [1111111109, "07081804"],
    [1234567890, "89005924"],
    [20000000000, "65353130"],
  ])("matches RFC 6238 at %i s", (seconds, code) => {
    expect(totp(RFC_SEED, seconds * 1000, 30, 8)).toBe(code);
  });

  it("reads the secret of an otpauth URI", () => {
    expect(secretOf("otpauth://totp/Sierra%20Meal%20Planner:a%40b.c?secret=ABC234&issuer=Sierra")).toBe("ABC234");
  });
});
