import { Hono } from "hono";
import { sandboxPayRequestSchema, sandboxRemoveAddonRequestSchema, sandboxSwitchRequestSchema, sandboxUpdateCardRequestSchema } from "@sierra/shared";
import type { AppEnv } from "../../../app-deps";
import { validate } from "../../../http/validation";
import { paySandboxCheckout, sandboxCheckoutView } from "./checkout-page";
import { portalAction, portalSwitchPreview, portalView } from "./portal";

/** The sandbox's hosted checkout and customer portal (404 unless BILLING_PROVIDER=sandbox). */
export const sandboxRoutes = new Hono<AppEnv>()
  .get("/checkout/:id", async (c) => {
    return c.json(await sandboxCheckoutView(c.get("deps"), c.req.param("id")), 200);
  })
  .post("/checkout/:id/pay", validate("json", sandboxPayRequestSchema), async (c) => {
    return c.json(await paySandboxCheckout(c.get("deps"), c.req.param("id"), c.req.valid("json")), 200);
  })
  .get("/portal/:token", async (c) => {
    return c.json(await portalView(c.get("deps"), c.req.param("token")), 200);
  })
  .post("/portal/:token/switch", validate("json", sandboxSwitchRequestSchema), async (c) => {
    return c.json(await portalAction(c.get("deps"), c.req.param("token"), { kind: "switch", ...c.req.valid("json") }), 200);
  })
  .post("/portal/:token/switch-preview", validate("json", sandboxSwitchRequestSchema), async (c) => {
    return c.json(await portalSwitchPreview(c.get("deps"), c.req.param("token"), c.req.valid("json")), 200);
  })
  .post("/portal/:token/remove-addon", validate("json", sandboxRemoveAddonRequestSchema), async (c) => {
    return c.json(await portalAction(c.get("deps"), c.req.param("token"), { kind: "remove-addon", ...c.req.valid("json") }), 200);
  })
  .post("/portal/:token/cancel", async (c) => {
    return c.json(await portalAction(c.get("deps"), c.req.param("token"), { kind: "cancel" }), 200);
  })
  .post("/portal/:token/resume", async (c) => {
    return c.json(await portalAction(c.get("deps"), c.req.param("token"), { kind: "resume" }), 200);
  })
  .post("/portal/:token/update-card", validate("json", sandboxUpdateCardRequestSchema), async (c) => {
    return c.json(await portalAction(c.get("deps"), c.req.param("token"), { kind: "update-card", cardNumber: c.req.valid("json").cardNumber }), 200);
  });
