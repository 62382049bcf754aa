import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { generateKeyPairSync } from "node:crypto";
import Provider, { type Configuration } from "oidc-provider";

export interface OidcTestUser {
  sub: string;
  email: string;
  emailVerified: boolean;
  name?: string;
}

export const OIDC_TEST_CLIENT = { id: "sierra-test", secret: "sierra-test-secret-0123456789" };

/** The provider's login page: one field, the provider account (sub) to sign in as. */
function loginForm(uid: string): string {
  return `<!doctype html><title>Test provider</title><h1>Test provider</h1>
<form method="post" action="/interaction/${uid}"><label>Account <input name="login" autofocus></label><button>Sign in</button></form>`;
}

/** The login form an end user would fill in: POST /interaction/:uid with login=<sub>. */
async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  let body = "";
  for await (const chunk of req) body += String(chunk);
  return new URLSearchParams(body);
}

/**
 * A real OpenID Connect provider (panva's oidc-provider) on 127.0.0.1 with a random port:
 * discovery, JWKS, authorization with PKCE, token and userinfo are its own. The login and
 * consent screens are replaced by one form post, so tests can sign in without a browser.
 */
export async function startOidcTestProvider(opts: {
  redirectUri: string;
  port?: number;
}): Promise<{ issuer: string; users: Map<string, OidcTestUser>; close: () => Promise<void> }> {
  const users = new Map<string, OidcTestUser>();
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const signingKey = generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey.export({ format: "jwk" });
  const configuration: Configuration = {
    clients: [
      {
        client_id: OIDC_TEST_CLIENT.id,
        client_secret: OIDC_TEST_CLIENT.secret,
        redirect_uris: [opts.redirectUri],
        token_endpoint_auth_method: "client_secret_post",
      },
    ],
    jwks: { keys: [{ ...signingKey, kid: "test-key", alg: "RS256", use: "sig" }] as never },
    cookies: { keys: ["oidc-test-cookie-key"] },
    // Explicit lifetimes (seconds): the defaults print a notice on every use.
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
    // A confidential client may skip PKCE by default; here the app must send it.
    pkce: { methods: ["S256"], required: () => true },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, sub) => {
      const user = users.get(sub);
      if (!user) return undefined;
      return { accountId: sub, claims: () => ({ sub, email: user.email, email_verified: user.emailVerified, name: user.name }) };
    },
  };
  const provider = new Provider(issuer, configuration);
  const handle = provider.callback();
  server.on("request", (req, res) => {
    const match = /^\/interaction\/([\w-]+)$/.exec(req.url ?? "");
    if (!match) return handle(req, res);
    if (req.method === "GET") return res.writeHead(200, { "content-type": "text/html" }).end(loginForm(match[1] ?? ""));
    void (async () => {
      const details = await provider.interactionDetails(req, res);
      const accountId = (await readForm(req)).get("login") ?? "";
      if (!users.has(accountId)) throw new Error(`unknown test user ${accountId}`);
      const grant = new provider.Grant({ accountId, clientId: String(details.params.client_id) });
      grant.addOIDCScope(String(details.params.scope));
      const grantId = await grant.save();
      await provider.interactionFinished(req, res, { login: { accountId }, consent: { grantId } }, { mergeWithLastSubmission: false });
    })().catch((error: Error) => {
      res.statusCode = 400;
      res.end(error.message);
    });
  });
  const close = () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
  return { issuer, users, close };
}

/** The user's browser at the provider: keeps the provider's cookies, follows redirects by hand. */
export class ProviderBrowser {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly issuer: string) {}

  async request(url: string, init: { method?: string; form?: Record<string, string> } = {}): Promise<Response> {
    const headers = new Headers();
    if (this.cookies.size) headers.set("cookie", [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    if (init.form) headers.set("content-type", "application/x-www-form-urlencoded");
    const res = await fetch(url, {
      method: init.method ?? (init.form ? "POST" : "GET"),
      headers,
      body: init.form ? new URLSearchParams(init.form) : undefined,
      redirect: "manual",
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const [name = "", ...value] = pair.split("=");
      this.cookies.set(name.trim(), value.join("="));
    }
    return res;
  }

  /**
   * From the app's authorization URL to the provider's redirect back to the app: the provider
   * asks for a login, the user submits it as `sub`, and the redirect to the app's callback is returned.
   */
  async signInAt(authorizationUrl: string, sub: string): Promise<URL> {
    let res = await this.request(authorizationUrl);
    for (let hop = 0; hop < 10; hop += 1) {
      const location = res.headers.get("location");
      if (!location) throw new Error(`provider answered ${res.status}: ${await res.text()}`);
      const next = new URL(location, this.issuer);
      if (next.origin !== new URL(this.issuer).origin) return next;
      res = next.pathname.startsWith("/interaction/") ? await this.request(next.href, { form: { login: sub } }) : await this.request(next.href);
    }
    throw new Error("too many redirects at the provider");
  }
}
