import { streamSSE } from "hono/streaming";
import type { ChatStreamEvent } from "@sierra/shared";
import type { AppEnv } from "../../app-deps";
import { createRouter } from "../../http/openapi";
import { currentUser } from "../../http/session";
import { prepareTurn, runTurnInStream } from "./send-message";
import { createThread, currentThread, listThreads, openThread } from "./threads";
import { confirmCard, dismissCardById } from "./confirm";
import {
  confirmCardRoute,
  createThreadRoute,
  currentThreadRoute,
  dismissCardRoute,
  listThreadsRoute,
  openThreadRoute,
  sendMessageRoute,
  statusRoute,
} from "./route-specs";

export const assistantRoutes = createRouter<AppEnv>()
  .openapi(statusRoute, (c) => {
    const { assistant } = c.get("deps");
    return c.json({ ready: true, engine: assistant.kind, label: assistant.label }, 200);
  })
  .openapi(currentThreadRoute, async (c) => c.json(await currentThread(c.get("deps").db, currentUser(c).id), 200))
  .openapi(createThreadRoute, async (c) => c.json(await createThread(c.get("deps").db, currentUser(c).id), 200))
  .openapi(listThreadsRoute, async (c) => c.json({ threads: await listThreads(c.get("deps").db, currentUser(c).id) }, 200))
  .openapi(openThreadRoute, async (c) => c.json(await openThread(c.get("deps").db, currentUser(c).id, c.req.valid("param").threadId), 200))
  // Whatever refuses the message does so before the stream starts, as a JSON error (prepareTurn).
  .openapi(sendMessageRoute, async (c) => {
    const deps = c.get("deps");
    const me = currentUser(c);
    const turn = await prepareTurn(deps, me, c.req.valid("param").threadId, c.req.valid("json"));
    const signal = c.req.raw.signal;
    return streamSSE(c, (stream) => runTurnInStream(deps, me, turn, (event: ChatStreamEvent) => stream.writeSSE({ data: JSON.stringify(event) }), signal));
  })
  .openapi(confirmCardRoute, async (c) => c.json(await confirmCard(c.get("deps"), currentUser(c), c.req.valid("param")), 200))
  .openapi(dismissCardRoute, async (c) => c.json(await dismissCardById(c.get("deps"), currentUser(c), c.req.valid("param")), 200));
