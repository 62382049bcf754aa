import { Hono } from "hono";
import { z } from "zod";
import { BILLING_ERRORS, checkoutRequestSchema, guestCheckoutRequestSchema } from "@sierra/shared";
import type { AppEnv } from "../../app-deps";
import { errorBody } from "../../http/errors";
import { validate } from "../../http/validation";
import { createCheckout, createGuestCheckout, customerOf } from "./checkout";
import { AppError } from "../../http/errors";
import { checkoutResult, subscriptionView } from "./subscription-view";
import { receiveWebhook } from "./webhook";
import { previewSwitch } from "./switch";
import { sandboxRoutes } from "./sandbox/routes";

const unauthenticated = (message: string) => errorBody("UNAUTHENTICATED", message);

/** /api/billing: thin routes over the checkout, portal, subscription and webhook services. */
export const billingRoutes = new Hono<AppEnv>()
  .post("/checkout", validate("json", checkoutRequestSchema), async (c) => {
    const me = c.get("user");
    if (!me) return c.json(unauthenticated(BILLING_ERRORS.checkoutUnauthenticated), 401);
    return c.json(await createCheckout(c.get("deps"), me, c.req.valid("json")), 200);
  })
  .post("/switch-preview", validate("json", checkoutRequestSchema), async (c) => {
    const me = c.get("user");
    if (!me) return c.json(unauthenticated(BILLING_ERRORS.checkoutUnauthenticated), 401);
    return c.json(await previewSwitch(c.get("deps"), me.id, c.req.valid("json")), 200);
  })
  .post("/guest-checkout", validate("json", guestCheckoutRequestSchema), async (c) => {
    return c.json(await createGuestCheckout(c.get("deps"), c.req.valid("json")), 200);
  })
  .post("/portal", async (c) => {
    const me = c.get("user");
    if (!me) return c.json(unauthenticated(BILLING_ERRORS.portalUnauthenticated), 401);
    const deps = c.get("deps");
    const customerId = await customerOf(deps, me.id);
    if (!customerId) throw new AppError(404, "NO_SUBSCRIPTION", "There is no subscription to manage yet.");
    return c.json(await deps.billing.createPortal(customerId), 200);
  })
  .get("/subscription", async (c) => {
    const me = c.get("user");
    if (!me) return c.json(unauthenticated("Please log in to see your subscription"), 401);
    return c.json(await subscriptionView(c.get("deps"), me), 200);
  })
  .get("/checkout-result", validate("query", z.object({ session_id: z.string().min(1).max(200) })), async (c) => {
    return c.json(await checkoutResult(c.get("deps"), c.req.valid("query").session_id, c.get("user")?.id ?? null), 200);
  })
  .post("/webhook", async (c) => {
    // The signature covers the exact bytes: read the raw body, never re-serialized JSON.
    const result = await receiveWebhook(c.get("deps"), await c.req.text(), c.req.header("stripe-signature") ?? "");
    if (result.status === 400) return c.json(errorBody("BAD_SIGNATURE", "Webhook signature verification failed"), 400);
    return c.json({ received: true }, 200);
  })
  .route("/sandbox", sandboxRoutes);
