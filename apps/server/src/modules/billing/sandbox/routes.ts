import type { AppEnv } from "../../../app-deps";
import { createRouter } from "../../../http/openapi";
import { paySandboxCheckout, sandboxCheckoutView } from "./checkout-page";
import { portalAction, portalSwitchPreview, portalView } from "./portal";
import {
  cancelRoute,
  checkoutViewRoute,
  payRoute,
  portalViewRoute,
  removeAddonRoute,
  resumeRoute,
  switchPreviewRoute,
  switchRoute,
  updateCardRoute,
} from "./route-specs";

/** The sandbox's hosted checkout and customer portal (404 unless BILLING_PROVIDER=sandbox). */
export const sandboxRoutes = createRouter<AppEnv>()
  .openapi(checkoutViewRoute, async (c) => c.json(await sandboxCheckoutView(c.get("deps"), c.req.valid("param").id), 200))
  .openapi(payRoute, async (c) => c.json(await paySandboxCheckout(c.get("deps"), c.req.valid("param").id, c.req.valid("json")), 200))
  .openapi(portalViewRoute, async (c) => c.json(await portalView(c.get("deps"), c.req.valid("param").token), 200))
  .openapi(switchRoute, async (c) => c.json(await portalAction(c.get("deps"), c.req.valid("param").token, { kind: "switch", ...c.req.valid("json") }), 200))
  .openapi(switchPreviewRoute, async (c) => c.json(await portalSwitchPreview(c.get("deps"), c.req.valid("param").token, c.req.valid("json")), 200))
  .openapi(removeAddonRoute, async (c) =>
    c.json(await portalAction(c.get("deps"), c.req.valid("param").token, { kind: "remove-addon", ...c.req.valid("json") }), 200),
  )
  .openapi(cancelRoute, async (c) => c.json(await portalAction(c.get("deps"), c.req.valid("param").token, { kind: "cancel" }), 200))
  .openapi(resumeRoute, async (c) => c.json(await portalAction(c.get("deps"), c.req.valid("param").token, { kind: "resume" }), 200))
  .openapi(updateCardRoute, async (c) =>
    c.json(await portalAction(c.get("deps"), c.req.valid("param").token, { kind: "update-card", cardNumber: c.req.valid("json").cardNumber }), 200),
  );
