import { desc, eq } from "drizzle-orm";
import { outbox } from "../db/schema";
import { answeredWorkDone } from "../auth/answer-at-deadline";
import type { TestApp } from "./test-app";
import { TEST_APP_URL } from "./test-app";

let clientCounter = 0;

/** A browser-like client: keeps cookies, sends Origin and its own client address. */
export class TestClient {
  readonly ip: string;

  constructor(
    private readonly t: TestApp,
    ip?: string,
    private readonly cookies = new Map<string, string>(),
  ) {
    clientCounter += 1;
    this.ip = ip ?? `10.${process.pid % 250}.${Math.floor(clientCounter / 250)}.${clientCounter % 250}`;
  }

  /** `json` is sent as JSON; `body` is sent as it is (malformed or oversized bodies, or a multipart form). */
  async request(path: string, init: { method?: string; json?: unknown; body?: string | FormData; headers?: Record<string, string> } = {}) {
    const headers = new Headers(init.headers);
    headers.set("origin", TEST_APP_URL);
    // A test may send a Cookie header of its own instead of the jar's.
    if (this.cookies.size && !headers.has("cookie")) headers.set("cookie", [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    if (init.json !== undefined) headers.set("content-type", "application/json");
    const res = await this.t.app.request(
      `${TEST_APP_URL}${path}`,
      {
        method: init.method ?? (init.json !== undefined ? "POST" : "GET"),
        headers,
        body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
        redirect: "manual",
      },
      this.socketEnv(),
    );
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const [name, ...value] = (pair ?? "").split("=");
      if (!name) continue;
      const v = value.join("=");
      if (v === "" || /max-age=0/i.test(line)) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), v);
    }
    return res;
  }

  /** What @hono/node-server hands the app: the client's socket, so address rules run as in production. */
  private socketEnv() {
    return { incoming: { socket: { remoteAddress: this.ip } } };
  }

  async json<T = Record<string, unknown>>(path: string, init: Parameters<TestClient["request"]>[1] = {}) {
    const res = await this.request(path, init);
    const body = (await res.json().catch(() => null)) as T;
    return { status: res.status, body };
  }

  /** The same browser talking to another instance of the app (shared cookies). */
  onInstance(other: TestApp): TestClient {
    return new TestClient(other, this.ip, this.cookies);
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  /** A copy of this client's cookies as they are now, as someone who kept them would have. */
  withCopiedCookies(): TestClient {
    return new TestClient(this.t, this.ip, new Map(this.cookies));
  }

  clearCookies() {
    this.cookies.clear();
  }
}

let emailCounter = 0;
export function uniqueEmail(tag = "user"): string {
  emailCounter += 1;
  return `${tag}-${process.pid}-${Date.now()}-${emailCounter}@example.com`;
}

/** The newest link in the newest message to this address. */
export async function latestMailLink(t: TestApp, to: string): Promise<string> {
  // Sign-up and reset answer before their work (mail included) has ended.
  await answeredWorkDone();
  const [message] = await t.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id)).limit(1);
  const link = message?.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`No mail with a link for ${to}`);
  return link;
}

export const DEFAULT_PASSWORD = "correct-horse-42";

/** Registers, follows the verification link and returns a signed-in client. */
export async function signedInUser(t: TestApp, opts: { name?: string; email?: string; password?: string } = {}) {
  const client = new TestClient(t);
  const email = opts.email ?? uniqueEmail();
  const password = opts.password ?? DEFAULT_PASSWORD;
  const name = opts.name ?? "Test Cook";
  const signUp = await client.request("/api/auth/sign-up/email", { json: { name, email, password, phoneNumber: "+1 (555) 123-4567" } });
  if (signUp.status !== 200) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const link = new URL(await latestMailLink(t, email));
  const verify = await client.request(link.pathname + link.search);
  if (verify.status !== 302) throw new Error(`verification failed: ${verify.status}`);
  const me = await client.json<{ user: { id: string } }>("/api/me");
  if (me.status !== 200) throw new Error(`session after verification failed: ${me.status}`);
  return { client, email, password, name, id: me.body.user.id };
}
