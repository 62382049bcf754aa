import { afterAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { TestClient, uniqueEmail } from "../../testing/test-client";

const apps: TestApp[] = [];
afterAll(() => Promise.all(apps.map((t) => t.close())));

async function appWith(env: Record<string, string>) {
  const t = await createTestApp(env);
  apps.push(t);
  return t;
}

describe("/dev/mailbox", () => {
  it("lists local mail newest first with clickable links", async () => {
    const t = await appWith({});
    const first = uniqueEmail("mailbox-a");
    const second = uniqueEmail("mailbox-b");
    for (const email of [first, second]) {
      await new TestClient(t).request("/api/auth/sign-up/email", { json: { name: "Mail Box", email, password: "password-123" } });
    }
    const html = await (await new TestClient(t).request("/dev/mailbox")).text();
    expect(html).toContain("No SMTP server is configured");
    expect(html.indexOf(`To ${second}`)).toBeLessThan(html.indexOf(`To ${first}`));
    expect(html).toMatch(/<a href="http:\/\/localhost:3000\/api\/auth\/verify-email\?token=[^"]+">/);
  });

  it("is off in production unless MAILBOX_UI=1", async () => {
    const production = await appWith({ NODE_ENV: "production" });
    expect((await new TestClient(production).request("/dev/mailbox")).status).toBe(404);
    const opted = await appWith({ NODE_ENV: "production", MAILBOX_UI: "1" });
    expect((await new TestClient(opted).request("/dev/mailbox")).status).toBe(200);
  });
});
