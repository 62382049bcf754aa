import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from "better-auth/api";
import { symmetricDecrypt } from "better-auth/crypto";
import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";
import { and, eq, isNull } from "drizzle-orm";
import { TOTP_DIGITS } from "@sierra/shared";
import type { Database } from "../db/client";
import { twoFactor } from "../db/schema";

const PERIOD_SECONDS = 30;
/** better-auth accepts the previous, current and next step (its verify window of 1). */
const WINDOW = [-1, 0, 1];
/** How better-auth marks a secret stored base32-encoded (plugins/two-factor/totp). */
const BASE32_PREFIX = "base32:";

/** The time step (unix seconds / 30) whose code `code` is, within the accepted window, or null. */
async function stepOf(secret: string, code: string, nowMs: number): Promise<number | null> {
  const key = secret.startsWith(BASE32_PREFIX) ? base32.decode(secret.slice(BASE32_PREFIX.length).toUpperCase()) : secret;
  const otp = createOTP(key, { period: PERIOD_SECONDS, digits: TOTP_DIGITS });
  const current = Math.floor(nowMs / 1000 / PERIOD_SECONDS);
  for (const offset of WINDOW) if ((await otp.hotp(current + offset)) === code) return current + offset;
  return null;
}

/**
 * A TOTP code works once (RFC 6238 §5.2). Before better-auth checks a code, the time step it
 * belongs to is claimed for the user with a compare-and-set UPDATE, so a code at or before the
 * last accepted step, or the same code sent twice at once, is refused as an invalid code. When
 * better-auth then refuses the request anyway (a spent challenge, a lockout), the claim is given
 * back. A wrong code claims nothing and reaches better-auth's own check and attempt counting.
 */
export function totpReplayGuard(db: Database): BetterAuthPlugin {
  const claims = new WeakMap<Request, { userId: string; step: number; previous: number | null }>();
  const isVerify = (ctx: { path?: string }) => ctx.path === "/two-factor/verify-totp";
  return {
    id: "totp-replay-guard",
    hooks: {
      before: [
        {
          matcher: isVerify,
          handler: createAuthMiddleware(async (ctx) => {
            const code = (ctx.body as { code?: unknown } | undefined)?.code;
            if (typeof code !== "string") return;
            const userId = await challengedUser(ctx);
            if (!userId) return;
            const [row] = await db
              .select({ secret: twoFactor.secret, last: twoFactor.lastTotpStep })
              .from(twoFactor)
              .where(eq(twoFactor.userId, userId))
              .limit(1);
            if (!row) return;
            const step = await stepOf(await symmetricDecrypt({ key: ctx.context.secretConfig, data: row.secret }), code, Date.now());
            if (step === null) return;
            const previous = row.last;
            const unchanged = previous === null ? isNull(twoFactor.lastTotpStep) : eq(twoFactor.lastTotpStep, previous);
            const claimed =
              previous !== null && step <= previous
                ? []
                : await db
                    .update(twoFactor)
                    .set({ lastTotpStep: step })
                    .where(and(eq(twoFactor.userId, userId), unchanged))
                    .returning({ userId: twoFactor.userId });
            if (claimed.length === 0) throw new APIError("UNAUTHORIZED", { code: "INVALID_CODE", message: "Invalid code" });
            if (ctx.request) claims.set(ctx.request, { userId, step, previous });
          }),
        },
      ],
      after: [
        {
          matcher: isVerify,
          handler: createAuthMiddleware(async (ctx) => {
            const claim = ctx.request && claims.get(ctx.request);
            if (!claim || !isAPIError(ctx.context.returned)) return;
            await db
              .update(twoFactor)
              .set({ lastTotpStep: claim.previous })
              .where(and(eq(twoFactor.userId, claim.userId), eq(twoFactor.lastTotpStep, claim.step)));
          }),
        },
      ],
    },
  };
}

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** Whose code this is: the signed-in user (turning the factor on or off) or the sign-in challenge's. */
async function challengedUser(ctx: HookContext): Promise<string | null> {
  const session = await getSessionFromCtx(ctx);
  if (session) return session.user.id;
  const cookie = ctx.context.createAuthCookie("two_factor");
  const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!identifier) return null;
  const challenge = await ctx.context.internalAdapter.findVerificationValue(identifier);
  return challenge?.value ?? null;
}
