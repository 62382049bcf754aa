import { createRoute } from "@hono/zod-openapi";
import {
  pushDevicesSchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
  reminderSettingsSchema,
  reminderSettingsViewSchema,
  reminderTestResultSchema,
  reminderTestSchema,
} from "@sierra/shared";
import { commonErrors, errorContent, jsonBody, jsonContent } from "../../http/openapi";
import { requireUser } from "../../http/session";

/** /api/reminders as declared in the OpenAPI document; routes.ts implements them. */
const base = { tags: ["Reminders"], middleware: [requireUser] };
const errors = { 400: commonErrors[400], 401: commonErrors[401] };

export const readSettings = createRoute({
  ...base,
  method: "get",
  path: "/settings",
  summary: "The member's reminder settings, zone and push devices",
  responses: { 200: jsonContent(reminderSettingsViewSchema, "The settings."), ...errors },
});

export const saveSettings = createRoute({
  ...base,
  method: "put",
  path: "/settings",
  summary: "Save the member's reminder settings",
  request: { body: jsonBody(reminderSettingsSchema) },
  responses: { 200: jsonContent(reminderSettingsViewSchema, "The saved settings."), ...errors },
});

export const sendTest = createRoute({
  ...base,
  method: "post",
  path: "/test",
  summary: "Send a test notification now, by e-mail or to this member's push devices",
  request: { body: jsonBody(reminderTestSchema) },
  responses: { 200: jsonContent(reminderTestResultSchema, "Sent."), ...errors, 409: errorContent("No push device is set up for this member.") },
});

export const subscribePush = createRoute({
  ...base,
  method: "post",
  path: "/push-subscriptions",
  summary: "Receive push notifications on this browser",
  request: { body: jsonBody(pushSubscriptionSchema) },
  responses: { 200: jsonContent(pushDevicesSchema, "The member's device count."), ...errors },
});

export const unsubscribePush = createRoute({
  ...base,
  method: "delete",
  path: "/push-subscriptions",
  summary: "Stop push notifications on this browser",
  request: { body: jsonBody(pushUnsubscribeSchema) },
  responses: { 200: jsonContent(pushDevicesSchema, "The member's device count."), ...errors },
});
