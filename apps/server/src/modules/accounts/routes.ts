import { allowedMealTypes } from "@sierra/shared";
import type { AppEnv } from "../../app-deps";
import { createRouter } from "../../http/openapi";
import { currentUser } from "../../http/session";
import { getSubscription } from "../subscriptions/service";
import { getAccountSummary, isResetTokenValid } from "./service";
import { confirmEmailChange, undoEmailChange } from "../profile/email-change";
import { confirmEmailChangeRoute, meRoute, myRoleRoute, mySubscriptionRoute, resetTokenRoute, undoEmailChangeRoute } from "./route-specs";

export const accountRoutes = createRouter<AppEnv>()
  .openapi(meRoute, async (c) => {
    const { db, now } = c.get("deps");
    const user = currentUser(c);
    const [summary, subscription] = await Promise.all([getAccountSummary(db, user.id), getSubscription(db, user.id, now())]);
    return c.json(
      {
        user: { id: user.id, email: user.email, name: user.name, role: user.role, emailVerified: user.emailVerified },
        profile: summary,
        subscription,
        allowedMealTypes: allowedMealTypes(subscription),
      },
      200,
    );
  })
  .openapi(myRoleRoute, (c) => c.json({ role: currentUser(c).role }, 200))
  .openapi(mySubscriptionRoute, async (c) => {
    const { db, now } = c.get("deps");
    const subscription = await getSubscription(db, currentUser(c).id, now());
    return c.json({ subscription, allowedMealTypes: allowedMealTypes(subscription) }, 200);
  })
  .openapi(confirmEmailChangeRoute, async (c) => c.redirect(await confirmEmailChange(c.get("deps"), c.req.valid("query").token), 302))
  .openapi(undoEmailChangeRoute, async (c) => c.redirect(await undoEmailChange(c.get("deps"), c.req.valid("query").token), 302))
  .openapi(resetTokenRoute, async (c) => {
    const { db, now } = c.get("deps");
    return c.json({ valid: await isResetTokenValid(db, c.req.valid("query").token, now()) }, 200);
  });
