import { describe, expect, it } from "vitest";
import { groupKey, secretFromUri } from "./manual-key";
import { lastSeenText, signedInText } from "./last-seen";
import { tokenDatesText } from "./token-dates";

describe("manual key", () => {
  it("reads the secret of an otpauth URI and groups it by four", () => {
    const uri = "otpauth://totp/Sierra%20Meal%20Planner:a%40b.co?secret=MFRGGZDFMZTWQ2LKNNWG23TPOBYXE43U&issuer=Sierra%20Meal%20Planner";
    expect(secretFromUri(uri)).toBe("MFRGGZDFMZTWQ2LKNNWG23TPOBYXE43U");
    expect(groupKey(secretFromUri(uri))).toBe("MFRG GZDF MZTW Q2LK NNWG 23TP OBYX E43U");
    expect(groupKey("abcdef")).toBe("ABCD EF");
    expect(secretFromUri("not a uri")).toBe("");
  });
});

describe("last seen", () => {
  const now = new Date("2026-03-10T12:00:00Z");
  it("says Active now for this device, else how long ago", () => {
    expect(lastSeenText("2026-01-01T00:00:00Z", true, now)).toBe("Active now");
    expect(lastSeenText("2026-03-10T11:59:30Z", false, now)).toBe("Last active just now");
    expect(lastSeenText("2026-03-10T11:55:00Z", false, now)).toBe("Last active 5 minutes ago");
    expect(lastSeenText("2026-03-09T11:00:00Z", false, now)).toBe("Last active yesterday");
    expect(lastSeenText("2026-02-20T12:00:00Z", false, now)).toBe("Last active 3 weeks ago");
  });

  it("formats the sign-in date", () => {
    expect(signedInText("2026-03-03T10:00:00Z")).toBe("Signed in 3 Mar 2026");
  });
});

describe("a token's dates", () => {
  const now = new Date("2026-03-10T12:00:00Z");
  const token = { createdAt: "2026-03-03T10:00:00Z", lastUsedAt: null, expiresAt: "2026-06-01T10:00:00Z", expired: false };
  it("says when it was made, last used and expires", () => {
    expect(tokenDatesText(token, now)).toBe("Created 3 Mar 2026 · Never used · Expires 1 Jun 2026");
    expect(tokenDatesText({ ...token, lastUsedAt: "2026-03-10T10:00:00Z" }, now)).toBe("Created 3 Mar 2026 · Last used 2 hours ago · Expires 1 Jun 2026");
  });

  it("says Expired once it has", () => {
    expect(tokenDatesText({ ...token, expiresAt: "2026-03-09T10:00:00Z", expired: true }, now)).toBe("Created 3 Mar 2026 · Never used · Expired 9 Mar 2026");
  });
});
