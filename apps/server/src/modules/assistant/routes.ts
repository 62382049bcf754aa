import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { cardParamsSchema, sendMessageSchema, threadParamsSchema, type ChatStreamEvent } from "@sierra/shared";
import type { AppEnv } from "../../app-deps";
import { currentUser, requireUser } from "../../http/session";
import { validate } from "../../http/validation";
import { prepareTurn, runTurn } from "./send-message";
import { createThread, currentThread, listThreads, openThread } from "./threads";
import { confirmCard, dismissCardById } from "./confirm";

export const assistantRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/status", (c) => {
    const { assistant } = c.get("deps");
    return c.json({ ready: true, engine: assistant.kind, label: assistant.label });
  })
  .get("/thread", async (c) => c.json(await currentThread(c.get("deps").db, currentUser(c).id)))
  .post("/threads", async (c) => c.json(await createThread(c.get("deps").db, currentUser(c).id)))
  .get("/threads", async (c) => c.json({ threads: await listThreads(c.get("deps").db, currentUser(c).id) }))
  .get("/threads/:threadId", validate("param", threadParamsSchema), async (c) =>
    c.json(await openThread(c.get("deps").db, currentUser(c).id, c.req.valid("param").threadId)),
  )
  .post("/threads/:threadId/messages", validate("param", threadParamsSchema), validate("json", sendMessageSchema), async (c) => {
    const deps = c.get("deps");
    const me = currentUser(c);
    const turn = await prepareTurn(deps, me, c.req.valid("param").threadId, c.req.valid("json"));
    const signal = c.req.raw.signal;
    return streamSSE(c, async (stream) => {
      const emit = (event: ChatStreamEvent) => stream.writeSSE({ data: JSON.stringify(event) });
      try {
        await runTurn(deps, me, turn, emit, signal);
      } catch (error) {
        console.error("assistant turn failed", error);
        await emit({ type: "error", code: "SEND_FAILED", message: "Failed to send message" });
      }
    });
  })
  .post("/threads/:threadId/messages/:messageId/cards/:cardId/confirm", validate("param", cardParamsSchema), async (c) =>
    c.json(await confirmCard(c.get("deps"), currentUser(c), c.req.valid("param"))),
  )
  .post("/threads/:threadId/messages/:messageId/cards/:cardId/dismiss", validate("param", cardParamsSchema), async (c) =>
    c.json(await dismissCardById(c.get("deps"), currentUser(c), c.req.valid("param"))),
  );
