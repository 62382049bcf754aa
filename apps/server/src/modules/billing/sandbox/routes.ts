import { Hono } from "hono";
import { sandboxPayRequestSchema, sandboxSwitchRequestSchema, sandboxUpdateCardRequestSchema } from "@sierra/shared";
import type { AppEnv } from "../../../http/context";
import { validate } from "../../../http/validation";
import { billingErrorResponse } from "../errors";
import { paySandboxCheckout, sandboxCheckoutView } from "./checkout-page";
import { portalAction, portalView } from "./portal";

/** The sandbox's hosted checkout and customer portal (404 unless BILLING_PROVIDER=sandbox). */
export const sandboxRoutes = new Hono<AppEnv>()
  .get("/checkout/:id", async (c) => {
    try {
      return c.json(await sandboxCheckoutView(c.get("deps"), c.req.param("id")), 200);
    } catch (error) {
      return billingErrorResponse(c, error);
    }
  })
  .post("/checkout/:id/pay", validate("json", sandboxPayRequestSchema), async (c) => {
    try {
      return c.json(await paySandboxCheckout(c.get("deps"), c.req.param("id"), c.req.valid("json")), 200);
    } catch (error) {
      return billingErrorResponse(c, error);
    }
  })
  .get("/portal/:token", async (c) => {
    try {
      return c.json(await portalView(c.get("deps"), c.req.param("token")), 200);
    } catch (error) {
      return billingErrorResponse(c, error);
    }
  })
  .post("/portal/:token/switch", validate("json", sandboxSwitchRequestSchema), async (c) => {
    try {
      return c.json(await portalAction(c.get("deps"), c.req.param("token"), { kind: "switch", ...c.req.valid("json") }), 200);
    } catch (error) {
      return billingErrorResponse(c, error);
    }
  })
  .post("/portal/:token/cancel", async (c) => {
    try {
      return c.json(await portalAction(c.get("deps"), c.req.param("token"), { kind: "cancel" }), 200);
    } catch (error) {
      return billingErrorResponse(c, error);
    }
  })
  .post("/portal/:token/resume", async (c) => {
    try {
      return c.json(await portalAction(c.get("deps"), c.req.param("token"), { kind: "resume" }), 200);
    } catch (error) {
      return billingErrorResponse(c, error);
    }
  })
  .post("/portal/:token/update-card", validate("json", sandboxUpdateCardRequestSchema), async (c) => {
    try {
      return c.json(await portalAction(c.get("deps"), c.req.param("token"), { kind: "update-card", cardNumber: c.req.valid("json").cardNumber }), 200);
    } catch (error) {
      return billingErrorResponse(c, error);
    }
  });
