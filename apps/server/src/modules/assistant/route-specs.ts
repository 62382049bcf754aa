import { createRoute } from "@hono/zod-openapi";
import {
  assistantStatusSchema,
  cardConfirmedSchema,
  cardDismissedSchema,
  cardParamsSchema,
  currentThreadSchema,
  sendMessageSchema,
  threadListSchema,
  threadParamsSchema,
} from "@sierra/shared";
import { commonErrors, errorContent, eventStreamContent, jsonBody, jsonContent } from "../../http/openapi";
import { requireUser } from "../../http/session";

/** /api/assistant as declared in the OpenAPI document; routes.ts implements them. */
const base = { tags: ["Assistant"], middleware: [requireUser] };
const { 400: invalid, 401: signedOut } = commonErrors;
const threadNotFound = errorContent("No such conversation among this member's (THREAD_NOT_FOUND).");

export const statusRoute = createRoute({
  ...base,
  method: "get",
  path: "/status",
  summary: "Whether Sierra can answer, and with which engine",
  responses: { 200: jsonContent(assistantStatusSchema, "The engine."), 401: signedOut },
});

export const currentThreadRoute = createRoute({
  ...base,
  method: "get",
  path: "/thread",
  summary: "The member's current conversation, made when there is none",
  responses: { 200: jsonContent(currentThreadSchema, "The conversation and its messages."), 401: signedOut },
});

export const createThreadRoute = createRoute({
  ...base,
  method: "post",
  path: "/threads",
  summary: "Start a new conversation",
  responses: { 200: jsonContent(currentThreadSchema, "The new conversation."), 401: signedOut },
});

export const listThreadsRoute = createRoute({
  ...base,
  method: "get",
  path: "/threads",
  summary: "The member's conversations",
  responses: { 200: jsonContent(threadListSchema, "The conversations."), 401: signedOut },
});

export const openThreadRoute = createRoute({
  ...base,
  method: "get",
  path: "/threads/{threadId}",
  summary: "One of the member's conversations, which becomes the current one",
  request: { params: threadParamsSchema },
  responses: { 200: jsonContent(currentThreadSchema, "The conversation and its messages."), 400: invalid, 401: signedOut, 404: threadNotFound },
});

export const sendMessageRoute = createRoute({
  ...base,
  method: "post",
  path: "/threads/{threadId}/messages",
  summary: "Send Sierra a message: the reply streams back",
  request: { params: threadParamsSchema, body: jsonBody(sendMessageSchema) },
  responses: {
    200: eventStreamContent(
      "The stream, once the message is accepted; it ends after the reply.",
      "Unnamed events whose `data` is JSON with a `type`: `user-message` (the message as stored), `text-delta` (part of the reply), " +
        "`assistant-message` (the reply with its cards), `error` (`SEND_FAILED`, 'Failed to send message', when the turn failed after the stream began) or `done`.",
    ),
    400: errorContent("The body failed its schema, or the message is refused by the spec's filter (INVALID_MESSAGE)."),
    401: signedOut,
    404: threadNotFound,
    429: errorContent("Too many messages in a short time (ASSISTANT_RATE_LIMITED)."),
  },
});

const cardErrors = {
  400: invalid,
  401: signedOut,
  404: errorContent("No such conversation, message or card to act on (THREAD_NOT_FOUND, MESSAGE_NOT_FOUND, CARD_NOT_FOUND)."),
};

export const confirmCardRoute = createRoute({
  ...base,
  method: "post",
  path: "/threads/{threadId}/messages/{messageId}/cards/{cardId}/confirm",
  summary: "Confirm a proposal: the plan goes into the calendar, or the preference change is saved",
  request: { params: cardParamsSchema },
  responses: {
    200: jsonContent(cardConfirmedSchema, "The message with the card applied, and Sierra's reply when there is one."),
    ...cardErrors,
    409: errorContent("The card was already applied or set aside (CARD_ALREADY_HANDLED)."),
    422: errorContent("None of the meals could be added (PLAN_NOT_ADDED), or the change is not a valid preference (INVALID_PREFERENCES, INVALID_NUTRITION)."),
  },
});

export const dismissCardRoute = createRoute({
  ...base,
  method: "post",
  path: "/threads/{threadId}/messages/{messageId}/cards/{cardId}/dismiss",
  summary: "Set a proposal aside",
  request: { params: cardParamsSchema },
  responses: { 200: jsonContent(cardDismissedSchema, "The message with the card set aside."), ...cardErrors },
});
