import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { signedInUser, TestClient, uniqueEmail } from "../../testing/test-client";
import { contactMessages, outbox } from "../../db/schema";

let t: TestApp;
const adminEmail = uniqueEmail("support");
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAIL: adminEmail, ADMIN_PASSWORD: "admin-pass-123" });
});
afterAll(() => t.close());

const valid = { name: "Grace Hopper", email: "grace@example.com", topic: "Bug report", message: "The calendar shows the wrong week for me." };

describe("contact form", () => {
  it("stores a message and forwards it to the admin address", async () => {
    const res = await new TestClient(t).json("/api/contact", { json: valid });
    expect(res.status).toBe(201);
    const rows = await t.db.select().from(contactMessages).where(eq(contactMessages.email, valid.email));
    expect(rows.at(-1)).toMatchObject({ name: "Grace Hopper", topic: "Bug report", userId: null });
    const mails = await t.db.select().from(outbox).where(eq(outbox.to, adminEmail));
    expect(mails.at(-1)?.subject).toBe("[Contact] Bug report");
  });

  it("links the message to the signed-in user", async () => {
    const user = await signedInUser(t);
    await user.client.json("/api/contact", { json: { ...valid, email: user.email } });
    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.email, user.email));
    expect(row?.userId).toBe(user.id);
  });

  it.each([
    [{ name: "G" }, "Please enter your name (at least 2 characters)."],
    [{ email: "nope" }, "Please enter a valid e-mail address, like name@example.com."],
    [{ topic: "Other" }, "Please choose a topic from the list."],
    [{ message: "short" }, "Your message needs at least 10 characters."],
    [{ message: "x".repeat(2001) }, "Your message can be at most 2000 characters."],
  ])("rejects %o with '%s'", async (change, message) => {
    const res = await new TestClient(t).json<{ message: string }>("/api/contact", { json: { ...valid, ...change } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });
});
