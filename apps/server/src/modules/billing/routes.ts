import { BILLING_ERRORS } from "@sierra/shared";
import type { AppEnv } from "../../app-deps";
import { AppError } from "../../http/errors";
import { createRouter } from "../../http/openapi";
import { createCheckout, createGuestCheckout, customerOf } from "./checkout";
import { checkoutResult, subscriptionView } from "./subscription-view";
import { receiveWebhook } from "./webhook";
import { previewSwitch } from "./switch";
import { sandboxRoutes } from "./sandbox/routes";
import { checkoutResultRoute, checkoutRoute, guestCheckoutRoute, portalRoute, subscriptionRoute, switchPreviewRoute, webhookRoute } from "./route-specs";

/** The signed-in member, or the 401 with this route's own text (the spec's, per page). */
function signedIn<U>(user: U | null, text: string): U {
  if (!user) throw new AppError(401, "UNAUTHENTICATED", text);
  return user;
}

/** /api/billing: thin routes over the checkout, portal, subscription and webhook services. */
export const billingRoutes = createRouter<AppEnv>()
  .openapi(checkoutRoute, async (c) => {
    const me = signedIn(c.get("user"), BILLING_ERRORS.checkoutUnauthenticated);
    return c.json(await createCheckout(c.get("deps"), me, c.req.valid("json")), 200);
  })
  .openapi(switchPreviewRoute, async (c) => {
    const me = signedIn(c.get("user"), BILLING_ERRORS.checkoutUnauthenticated);
    return c.json(await previewSwitch(c.get("deps"), me.id, c.req.valid("json")), 200);
  })
  .openapi(guestCheckoutRoute, async (c) => c.json(await createGuestCheckout(c.get("deps"), c.req.valid("json")), 200))
  .openapi(portalRoute, async (c) => {
    const me = signedIn(c.get("user"), BILLING_ERRORS.portalUnauthenticated);
    const deps = c.get("deps");
    const customerId = await customerOf(deps, me.id);
    if (!customerId) throw new AppError(404, "NO_SUBSCRIPTION", "There is no subscription to manage yet.");
    return c.json(await deps.billing.createPortal(customerId), 200);
  })
  .openapi(subscriptionRoute, async (c) => {
    const me = signedIn(c.get("user"), "Please log in to see your subscription");
    return c.json(await subscriptionView(c.get("deps"), me), 200);
  })
  .openapi(checkoutResultRoute, async (c) => {
    return c.json(await checkoutResult(c.get("deps"), c.req.valid("query").session_id, c.get("user")?.id ?? null), 200);
  })
  .openapi(webhookRoute, async (c) => {
    // The signature covers the exact bytes: read the raw body, never re-serialized JSON.
    const result = await receiveWebhook(c.get("deps"), await c.req.text(), c.req.header("stripe-signature") ?? "");
    if (result.status === 400) throw new AppError(400, "BAD_SIGNATURE", "Webhook signature verification failed");
    return c.json({ received: true as const }, 200);
  })
  .route("/sandbox", sandboxRoutes);
