import { z } from "zod";

/** The only reader of process.env: parse once, fail fast naming the bad variable. */
const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === "" ? undefined : v.trim()));

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  // Loopback unless asked: a default start exposes nothing beyond this machine.
  HOST: z.string().default("127.0.0.1"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: optionalString.pipe(z.string().url().optional()),
  APP_URL: optionalString.pipe(z.string().url().optional()),
  AUTH_SECRET: optionalString.pipe(z.string().min(32, "must be at least 32 characters").optional()),
  SMTP_URL: optionalString.pipe(z.string().url().optional()),
  MAIL_FROM: z.string().default("Sierra Meal Planner <no-reply@sierra.local>"),
  ADMIN_EMAIL: optionalString.pipe(z.string().email().optional()),
  ADMIN_PASSWORD: optionalString.pipe(z.string().min(8, "must be at least 8 characters").optional()),
  MAILBOX_UI: z.enum(["0", "1"]).optional(),
  // How many proxies of our own stand in front (each appends to X-Forwarded-For); 0 = none.
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  // After SIGTERM, /api/ready answers 503 this long while new connections are still answered, so a
  // load balancer stops sending first (set it to the balancer's check interval). Then the listener closes.
  SHUTDOWN_UNREADY_MS: z.coerce.number().int().min(0).max(60_000).default(250),
  // Recipe searches per client address and minute (0 turns the limit off, e.g. for benchmarks).
  SEARCH_RATE_LIMIT: z.coerce.number().int().min(0).default(120),
  // Messages to Sierra per user and minute (0 turns the limit off, e.g. for benchmarks).
  ASSISTANT_RATE_LIMIT: z.coerce.number().int().min(0).default(20),
  // Recipe import: "host[:port]" list of private hosts outbound requests may reach anyway (a LAN recipe server; tests' local pages).
  IMPORT_ALLOWED_HOSTS: optionalString.pipe(
    z
      .string()
      .regex(/^\s*(\[[^\]]+\]|[^:,\s]+)(:\d+)?\s*(,\s*(\[[^\]]+\]|[^:,\s]+)(:\d+)?\s*)*$/, "must be a comma-separated host[:port] list")
      .optional(),
  ),
  // Longest an outbound request (a recipe page, its image) may take in all; 10 s at most.
  IMPORT_TIMEOUT_MS: z.coerce.number().int().min(100).max(10_000).default(10_000),
  // Recipe imports per user and minute (0 turns the limit off, e.g. for benchmarks).
  IMPORT_RATE_LIMIT: z.coerce.number().int().min(0).default(10),
  // Suggested Local Markets: the USDA Local Food Directories API when a key is set, else offline guidance.
  USDA_LOCAL_FOOD_API_KEY: optionalString,
  USDA_LOCAL_FOOD_API_URL: optionalString.pipe(z.string().url().optional()),
  // Social sign-in through one OpenID Connect provider (Google, Microsoft, Keycloak, Authentik...).
  OIDC_ISSUER: optionalString.pipe(z.string().url().optional()),
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  OIDC_NAME: optionalString,
  OIDC_SCOPES: optionalString,
  // Billing: the embedded sandbox (default, offline, charges nothing) or Stripe.
  BILLING_PROVIDER: z.enum(["sandbox", "stripe"]).default("sandbox"),
  // Production sells real plans: the sandbox (which takes any made-up card) only when asked for by name.
  BILLING_SANDBOX: z.enum(["0", "1"]).optional(),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  // Tests point the SDK at a local stand-in for the Stripe API ("http://127.0.0.1:12111").
  STRIPE_API_BASE: optionalString.pipe(z.string().url().optional()),
  // Sierra's model: any OpenAI-compatible API (OpenAI, Ollama, vLLM, llama.cpp). Unset = the local engine, offline.
  LLM_BASE_URL: optionalString.pipe(z.url({ protocol: /^https?$/, error: "must be an http(s) URL, e.g. http://127.0.0.1:11434/v1" }).optional()),
  LLM_API_KEY: optionalString,
  LLM_MODEL: optionalString,
  // Longest a model may take for one reply or recipe, tool calls included.
  LLM_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(60_000),
  // Web push's VAPID identity; unset, a key pair is generated at first start into DATA_DIR (docs/decisions/066).
  VAPID_PUBLIC_KEY: optionalString,
  VAPID_PRIVATE_KEY: optionalString,
  VAPID_SUBJECT: optionalString.pipe(
    z
      .string()
      .regex(/^(mailto:|https:\/\/)/, "must be a mailto: or https:// URL")
      .optional(),
  ),
});

export type Env = z.infer<typeof envSchema> & { appUrl: string; stripePrices: Record<string, string> };

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const env = result.data;
  if (env.ADMIN_EMAIL && !env.ADMIN_PASSWORD) throw new Error("Invalid configuration:\n  ADMIN_PASSWORD: required when ADMIN_EMAIL is set");
  // Half an OIDC configuration would hide the button without saying why: all three or none.
  const oidc = { OIDC_ISSUER: env.OIDC_ISSUER, OIDC_CLIENT_ID: env.OIDC_CLIENT_ID, OIDC_CLIENT_SECRET: env.OIDC_CLIENT_SECRET };
  const oidcMissing = Object.keys(oidc).filter((k) => !oidc[k as keyof typeof oidc]);
  if (oidcMissing.length === 1 || oidcMissing.length === 2)
    throw new Error(`Invalid configuration:\n  ${oidcMissing[0]}: required when OIDC_ISSUER, OIDC_CLIENT_ID or OIDC_CLIENT_SECRET is set`);
  if (env.BILLING_PROVIDER === "stripe") {
    const missing = (["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"] as const).filter((k) => !env[k]);
    if (missing.length) throw new Error(`Invalid configuration:\n  ${missing[0]}: required when BILLING_PROVIDER=stripe`);
  }
  if (env.NODE_ENV === "production" && env.BILLING_PROVIDER === "sandbox" && env.BILLING_SANDBOX !== "1")
    throw new Error(
      "Invalid configuration:\n  BILLING_PROVIDER: production needs BILLING_PROVIDER=stripe; the sandbox accepts any made-up card and would give plans away. Set BILLING_SANDBOX=1 to run a demo with the sandbox on purpose.",
    );
  // A model name without a server (or the reverse) would quietly fall back to the local engine.
  if (env.LLM_BASE_URL && !env.LLM_MODEL) throw new Error("Invalid configuration:\n  LLM_MODEL: required when LLM_BASE_URL is set");
  if (!env.LLM_BASE_URL && (env.LLM_MODEL || env.LLM_API_KEY))
    throw new Error("Invalid configuration:\n  LLM_BASE_URL: required when LLM_MODEL or LLM_API_KEY is set");
  if (!env.VAPID_PUBLIC_KEY !== !env.VAPID_PRIVATE_KEY)
    throw new Error(`Invalid configuration:\n  ${env.VAPID_PUBLIC_KEY ? "VAPID_PRIVATE_KEY" : "VAPID_PUBLIC_KEY"}: required when the other VAPID key is set`);
  const appUrl = (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, "");
  return { ...env, appUrl, stripePrices: stripePrices(source) };
}

/** The dev mailbox page is for local use; production hides it unless asked for. */
export function mailboxEnabled(env: Env): boolean {
  return env.NODE_ENV !== "production" || env.MAILBOX_UI === "1";
}

/**
 * Optional price ids per plan and interval, e.g. STRIPE_PRICE_DINNER_12_MONTHS=price_123, and for
 * onboarding's offer STRIPE_PRICE_DINNER_12_MONTHS_ONBOARDING. Without one, the Stripe adapter
 * looks the price up by lookup key `sierra_dinner_12_months` (`..._onboarding`).
 */
function stripePrices(source: Record<string, string | undefined>): Record<string, string> {
  const prices: Record<string, string> = {};
  for (const [key, value] of Object.entries(source)) {
    const m = /^STRIPE_PRICE_([A-Z_]+?)_(3|12)_MONTHS(_ONBOARDING)?$/.exec(key);
    if (m?.[1] && value?.trim()) prices[`${m[1].toLowerCase()}_${m[2]}_months${m[3] ? "_onboarding" : ""}`] = value.trim();
  }
  return prices;
}
