import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { generationParamsSchema } from "@sierra/shared";
import type { AppEnv } from "../../app-deps";
import { currentUser, requireUser } from "../../http/session";
import { validate } from "../../http/validation";
import { readGeneration } from "./queue";
import { watchGeneration } from "./watch";

/** Mounted at /api/assistant/generations: a job of the signed-in user, and its live stream. */
export const generationRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/:id", validate("param", generationParamsSchema), async (c) => {
    return c.json(await readGeneration(c.get("deps").db, currentUser(c).id, c.req.valid("param").id));
  })
  .get("/:id/events", validate("param", generationParamsSchema), async (c) => {
    const { db, generations } = c.get("deps");
    const userId = currentUser(c).id;
    const { id } = c.req.valid("param");
    // Read before the stream starts: another user's job is a plain 404, as for GET /:id.
    await readGeneration(db, userId, id);
    return streamSSE(c, async (stream) => {
      const watch = watchGeneration({
        read: () => readGeneration(db, userId, id),
        subscribe: (watcher) => generations.subscribe(id, watcher),
        send: (view) => stream.writeSSE({ data: JSON.stringify(view) }),
        ping: () => stream.write(": keep-alive\n\n").then(() => undefined),
      });
      stream.onAbort(watch.stop);
      await watch.done;
    });
  });
