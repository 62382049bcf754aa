import { Hono } from "hono";
import { contactFormSchema } from "@sierra/shared";
import type { AppEnv } from "../../app-deps";
import { validate } from "../../http/validation";
import { submitContactMessage } from "./service";

export const contactRoutes = new Hono<AppEnv>().post("/contact", validate("json", contactFormSchema), async (c) => {
  await submitContactMessage(c.get("deps"), c.req.valid("json"), c.get("user")?.id ?? null);
  return c.json({ ok: true }, 201);
});
