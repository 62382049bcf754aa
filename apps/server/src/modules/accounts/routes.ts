import { Hono } from "hono";
import { z } from "zod";
import { allowedMealTypes } from "@sierra/shared";
import type { AppEnv } from "../../app-deps";
import { validate } from "../../http/validation";
import { currentUser, requireUser } from "../../http/session";
import { getSubscription } from "../subscriptions/service";
import { getAccountSummary, isResetTokenValid } from "./service";
import { confirmEmailChange, undoEmailChange } from "../profile/email-change";

const linkToken = validate("query", z.object({ token: z.string().min(1).max(200) }));

export const accountRoutes = new Hono<AppEnv>()
  .get("/me", requireUser, async (c) => {
    const { db, now } = c.get("deps");
    const user = currentUser(c);
    const [summary, subscription] = await Promise.all([getAccountSummary(db, user.id), getSubscription(db, user.id, now())]);
    return c.json({
      user: { id: user.id, email: user.email, name: user.name, role: user.role, emailVerified: user.emailVerified },
      profile: summary,
      subscription,
      allowedMealTypes: allowedMealTypes(subscription),
    });
  })
  .get("/me/role", requireUser, (c) => c.json({ role: currentUser(c).role }))
  .get("/me/subscription", requireUser, async (c) => {
    const { db, now } = c.get("deps");
    const subscription = await getSubscription(db, currentUser(c).id, now());
    return c.json({ subscription, allowedMealTypes: allowedMealTypes(subscription) });
  })
  // The links in the change-email mails: confirm (to the new address) and undo (to the old one).
  .get("/account/email-change/confirm", linkToken, async (c) => c.redirect(await confirmEmailChange(c.get("deps"), c.req.valid("query").token)))
  .get("/account/email-change/undo", linkToken, async (c) => c.redirect(await undoEmailChange(c.get("deps"), c.req.valid("query").token)))
  .get("/account/reset-token", linkToken, async (c) => {
    const { db, now } = c.get("deps");
    return c.json({ valid: await isResetTokenValid(db, c.req.valid("query").token, now()) });
  });
