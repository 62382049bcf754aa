import { createRoute } from "@hono/zod-openapi";
import { contactFormSchema, okSchema } from "@sierra/shared";
import type { AppEnv } from "../../app-deps";
import { commonErrors, createRouter, jsonBody, jsonContent } from "../../http/openapi";
import { submitContactMessage } from "./service";

const send = createRoute({
  method: "post",
  path: "/contact",
  tags: ["Contact"],
  summary: "Send a message to the team (signed in or not)",
  request: { body: jsonBody(contactFormSchema) },
  responses: { 201: jsonContent(okSchema, "Stored, and forwarded when an admin address is set."), 400: commonErrors[400] },
});

export const contactRoutes = createRouter<AppEnv>().openapi(send, async (c) => {
  await submitContactMessage(c.get("deps"), c.req.valid("json"), c.get("user")?.id ?? null);
  return c.json({ ok: true as const }, 201);
});
