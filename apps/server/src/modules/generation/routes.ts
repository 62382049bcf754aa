import { streamSSE } from "hono/streaming";
import type { AppEnv } from "../../app-deps";
import { createRouter } from "../../http/openapi";
import { currentUser } from "../../http/session";
import { readGeneration } from "./queue";
import { watchGeneration } from "./watch";
import { generationEvents, readGenerationRoute } from "./route-specs";

/** Mounted at /api/assistant/generations: a job of the signed-in user, and its live stream. */
export const generationRoutes = createRouter<AppEnv>()
  .openapi(readGenerationRoute, async (c) => c.json(await readGeneration(c.get("deps").db, currentUser(c).id, c.req.valid("param").id), 200))
  .openapi(generationEvents, async (c) => {
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
