import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { z } from "zod";
import {
  idParamSchema,
  kitchenMessages,
  listItemInputSchema,
  listItemUpdateSchema,
  listReadQuerySchema,
  listSyncSchema,
  shoppingListCreateSchema,
  shoppingListRenameSchema,
  type ShoppingListDetail,
  type ShoppingListRead,
} from "@sierra/shared";
import type { AppEnv } from "../../app-deps";
import { currentUser, requireUser } from "../../http/session";
import { validate } from "../../http/validation";
import { sendJsonText } from "../../http/cached-json";
import { addListItem, deleteListItem, setItemChecked } from "./items";
import { createList, deleteList, doneShopping, regenerateList, renameList } from "./lists";
import { listSummaries, listVersion, readListJson } from "./read";
import { syncList } from "./sync";
import { streamListChanges } from "./list-events";

const listId = idParamSchema(kitchenMessages.listNotFound);
const itemParams = z.object({ id: z.string().uuid(kitchenMessages.listNotFound), itemId: z.string().uuid(kitchenMessages.listItemNotFound) });

/** /api/shopping-lists: the user's lists, generated from the meal plan, checked off in the shop. */
export const shoppingListRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/", async (c) => c.json({ lists: await listSummaries(c.get("deps").db, currentUser(c).id) }))
  .post("/", validate("json", shoppingListCreateSchema), async (c) => {
    const { db, now } = c.get("deps");
    return c.json(await createList(db, currentUser(c).id, c.req.valid("json"), now()), 201);
  })
  // Each open list page listens here; a change (or `{"resync":true}` after missed announcements) makes it read again.
  .get("/events", async (c) => {
    const { lists } = c.get("deps");
    const userId = currentUser(c).id;
    return streamSSE(c, async (stream) => {
      const watch = streamListChanges({
        hub: lists,
        userId,
        send: (change) => stream.writeSSE({ event: "change", data: JSON.stringify(change ?? { resync: true }) }),
        ping: () => stream.write(": keep-alive\n\n").then(() => undefined),
      });
      stream.onAbort(watch.stop);
      await stream.writeSSE({ event: "ready", data: "{}" });
      await watch.done;
    });
  })
  // A device polls with the version it holds (docs/decisions/038); an unchanged list costs one small query.
  .get("/:id", validate("param", listId), validate("query", listReadQuerySchema), async (c) => {
    const { db } = c.get("deps");
    const userId = currentUser(c).id;
    const { id } = c.req.valid("param");
    const { since } = c.req.valid("query");
    if (since !== undefined) {
      const version = await listVersion(db, userId, id);
      if (version === since) return c.json({ unchanged: true, version } as ShoppingListRead);
    }
    return sendJsonText<ShoppingListDetail>(c, await readListJson(db, userId, id));
  })
  .patch("/:id", validate("param", listId), validate("json", shoppingListRenameSchema), async (c) =>
    c.json(await renameList(c.get("deps").db, currentUser(c).id, c.req.valid("param").id, c.req.valid("json").name)),
  )
  .delete("/:id", validate("param", listId), async (c) => {
    await deleteList(c.get("deps").db, currentUser(c).id, c.req.valid("param").id);
    return c.json({ removed: true });
  })
  .post("/:id/regenerate", validate("param", listId), async (c) => {
    const { db, now } = c.get("deps");
    return c.json(await regenerateList(db, currentUser(c).id, c.req.valid("param").id, now()));
  })
  .post("/:id/done", validate("param", listId), async (c) => c.json(await doneShopping(c.get("deps").db, currentUser(c).id, c.req.valid("param").id)))
  // A device's queued changes, offline or not, in its own order (docs/decisions/061).
  .post("/:id/sync", validate("param", listId), validate("json", listSyncSchema), async (c) =>
    c.json(await syncList(c.get("deps").db, currentUser(c).id, c.req.valid("param").id, c.req.valid("json"))),
  )
  .post("/:id/items", validate("param", listId), validate("json", listItemInputSchema), async (c) =>
    c.json(await addListItem(c.get("deps").db, currentUser(c).id, c.req.valid("param").id, c.req.valid("json")), 201),
  )
  .patch("/:id/items/:itemId", validate("param", itemParams), validate("json", listItemUpdateSchema), async (c) => {
    const { id, itemId } = c.req.valid("param");
    return c.json(await setItemChecked(c.get("deps").db, currentUser(c).id, id, itemId, c.req.valid("json").checked));
  })
  .delete("/:id/items/:itemId", validate("param", itemParams), async (c) => {
    const { id, itemId } = c.req.valid("param");
    await deleteListItem(c.get("deps").db, currentUser(c).id, id, itemId);
    return c.json({ removed: true });
  });
