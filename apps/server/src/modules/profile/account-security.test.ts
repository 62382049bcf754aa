import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { signedInUser, TestClient, uniqueEmail } from "../../testing/test-client";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signIn = (email: string, password: string) => new TestClient(t).request("/api/auth/sign-in/email", { json: { email, password } });

describe("change password", () => {
  it("checks the current password", async () => {
    const me = await signedInUser(t);
    const res = await me.client.json<{ message: string }>("/api/auth/change-password", {
      json: { currentPassword: "not-my-password", newPassword: "new-secret", revokeOtherSessions: true },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Invalid password");
    expect((await signIn(me.email, me.password)).status).toBe(200);
  });

  it("accepts 6 characters (the profile's minimum), keeps this session and ends the others", async () => {
    const me = await signedInUser(t);
    const otherDevice = new TestClient(t);
    await otherDevice.request("/api/auth/sign-in/email", { json: { email: me.email, password: me.password } });
    expect((await otherDevice.json("/api/me")).status).toBe(200);

    const res = await me.client.json("/api/auth/change-password", { json: { currentPassword: me.password, newPassword: "sixsix", revokeOtherSessions: true } });
    expect(res.status).toBe(200);
    expect((await me.client.json("/api/me")).status).toBe(200);
    expect((await otherDevice.json("/api/me")).status).toBe(401);
    expect((await signIn(me.email, "sixsix")).status).toBe(200);
    expect((await signIn(me.email, me.password)).status).toBe(401);
  });

  it("refuses fewer than 6 characters, while sign-up and reset keep their minimum of 8", async () => {
    const me = await signedInUser(t);
    const short = await me.client.json("/api/auth/change-password", { json: { currentPassword: me.password, newPassword: "five5" } });
    expect(short.status).toBe(400);
    const signUp = await new TestClient(t).json<{ message: string }>("/api/auth/sign-up/email", {
      json: { name: "Short Pass", email: uniqueEmail("short"), password: "seven77", phoneNumber: "+1 (555) 123-4567" },
    });
    expect(signUp.status).toBe(400);
    expect(signUp.body.message).toBe("Password must be at least 8 characters");
    const reset = await new TestClient(t).json<{ message: string }>("/api/auth/reset-password", { json: { newPassword: "seven77", token: "x" } });
    expect(reset.body.message).toBe("Password must be at least 8 characters");
  });
});
