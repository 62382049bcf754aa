import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { createTestApp, type TestApp } from "../testing/test-app";
import { signedInUser, TestClient, uniqueEmail } from "../testing/test-client";
import { account } from "../db/schema";
import { hashPassword } from "./password";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signIn = (email: string, password: string) => new TestClient(t).json("/api/auth/sign-in/email", { json: { email, password } });
/** The argon2 profile a hash was made with ("m=19456,t=2,p=1"): what verifying it costs. */
const profileOf = (encoded: string) => /^\$argon2id\$v=19\$([^$]+)\$/.exec(encoded)?.[1];

/**
 * Sign-in cannot tell whether an address has an account by its time: for an unknown address
 * better-auth hashes the password given (sign-in.mjs: "User not found" after `password.hash`), for
 * a known one it verifies the stored hash; both are one argon2id evaluation with the same profile,
 * and both answer the same status and body. Measured in work, not in milliseconds (a timed test
 * flakes on a loaded machine).
 */
describe("sign-in does the same work for known and unknown addresses", () => {
  it("one argon2id evaluation with one profile on both paths, and the same answer", async () => {
    const known = await signedInUser(t);
    const [stored] = await t.db
      .select({ password: account.password })
      .from(account)
      .where(and(eq(account.userId, known.id), eq(account.providerId, "credential")));
    const storedProfile = profileOf(stored!.password!);
    expect(storedProfile).toBe("m=19456,t=2,p=1");
    expect(profileOf(await hashPassword("what an unknown address's sign-in hashes"))).toBe(storedProfile);

    const wrongPassword = await signIn(known.email, "not-the-password-1A!");
    const unknownAddress = await signIn(uniqueEmail("nobody"), "not-the-password-1A!");
    expect(wrongPassword.status).toBe(401);
    expect(unknownAddress.status).toBe(wrongPassword.status);
    expect(unknownAddress.body).toEqual(wrongPassword.body);
  });
});
