import { afterAll, describe, expect, it } from "vitest";
import { networkInterfaces } from "node:os";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { TestClient, uniqueEmail } from "../../testing/test-client";
import { parseEnv } from "../../env";
import { answeredWorkDone } from "../../auth/answer-at-deadline";

const apps: TestApp[] = [];
afterAll(() => Promise.all(apps.map((t) => t.close())));

async function appWith(env: Record<string, string>) {
  const t = await createTestApp(env);
  apps.push(t);
  return t;
}

/** A client on this machine, as the browser of someone running `npm start` is. */
const local = (t: TestApp) => new TestClient(t, "127.0.0.1");

/** This machine's first address that is not loopback, if it has one. */
const lanAddress = Object.values(networkInterfaces())
  .flat()
  .find((i) => i && i.family === "IPv4" && !i.internal)?.address;

describe("/dev/mailbox", () => {
  it("lists local mail newest first with clickable links", async () => {
    const t = await appWith({});
    const first = uniqueEmail("mailbox-a");
    const second = uniqueEmail("mailbox-b");
    for (const email of [first, second]) {
      await new TestClient(t).request("/api/auth/sign-up/email", { json: { name: "Mail Box", email, password: "password-123" } });
      // Each sign-up sends its mail once its work is done, which may be after it answers (docs/decisions/049).
      await answeredWorkDone();
    }
    const html = await (await local(t).request("/dev/mailbox")).text();
    expect(html).toContain("No SMTP server is configured");
    expect(html.indexOf(`To ${second}`)).toBeLessThan(html.indexOf(`To ${first}`));
    expect(html).toMatch(/<a href="http:\/\/localhost:3000\/api\/auth\/verify-email\?token=[^"]+">/);
  });

  it("answers only loopback sockets, whatever X-Forwarded-For says", async () => {
    const t = await appWith({ TRUST_PROXY: "1" });
    expect((await local(t).request("/dev/mailbox")).status).toBe(200);
    const remote = new TestClient(t, "203.0.113.9");
    expect((await remote.request("/dev/mailbox")).status).toBe(404);
    expect((await remote.request("/dev/mailbox", { headers: { "x-forwarded-for": "127.0.0.1" } })).status).toBe(404);
    // A request with no socket at all (not from the network) is not trusted either.
    expect((await t.app.request("http://localhost:3000/dev/mailbox")).status).toBe(404);
  });

  it.each([["0"], ["1"]])("refuses a loopback socket that carries forwarding headers (a proxy on this machine), TRUST_PROXY=%s", async (trust) => {
    const t = await appWith({ TRUST_PROXY: trust });
    const forwarded: [string, string][] = [
      ["x-forwarded-for", "203.0.113.7"],
      ["x-forwarded-for", "127.0.0.1"],
      ["forwarded", "for=203.0.113.7"],
      ["x-real-ip", "203.0.113.7"],
      ["x-forwarded-host", "sierra.example"],
      ["via", "1.1 proxy"],
    ];
    for (const [name, value] of forwarded) {
      const res = await local(t).request("/dev/mailbox", { headers: { [name]: value } });
      expect(res.status, name).toBe(404);
    }
    expect((await local(t).request("/dev/mailbox")).status).toBe(200);
  });

  it("over real sockets: 127.0.0.1 gets the page, this machine's LAN address does not", async () => {
    const t = await appWith({});
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: lanAddress ? "0.0.0.0" : "127.0.0.1" });
    await new Promise((resolve) => server.once("listening", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      expect((await fetch(`http://127.0.0.1:${port}/dev/mailbox`)).status).toBe(200);
      if (lanAddress) expect((await fetch(`http://${lanAddress}:${port}/dev/mailbox`)).status).toBe(404);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("is off in production unless MAILBOX_UI=1", async () => {
    const production = await appWith({ NODE_ENV: "production", BILLING_SANDBOX: "1" });
    expect((await local(production).request("/dev/mailbox")).status).toBe(404);
    const opted = await appWith({ NODE_ENV: "production", BILLING_SANDBOX: "1", MAILBOX_UI: "1" });
    expect((await local(opted).request("/dev/mailbox")).status).toBe(200);
  });

  it("a default start listens on loopback only", () => {
    expect(parseEnv({}).HOST).toBe("127.0.0.1");
    expect(parseEnv({ HOST: "0.0.0.0" }).HOST).toBe("0.0.0.0");
  });
});
