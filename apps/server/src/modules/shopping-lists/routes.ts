import { streamSSE } from "hono/streaming";
import type { ShoppingListDetail } from "@sierra/shared";
import type { AppEnv } from "../../app-deps";
import { createRouter } from "../../http/openapi";
import { currentUser } from "../../http/session";
import { sendJsonText } from "../../http/cached-json";
import { addListItem, deleteListItem, setItemChecked } from "./items";
import { createList, deleteList, doneShopping, regenerateList, renameList } from "./lists";
import { listSummaries, listVersion, readListJson } from "./read";
import { syncList } from "./sync";
import { streamListChanges } from "./list-events";
import {
  addListItemRoute,
  checkListItemRoute,
  createListRoute,
  deleteListItemRoute,
  deleteListRoute,
  doneShoppingRoute,
  listEvents,
  listLists,
  readListRoute,
  regenerateListRoute,
  renameListRoute,
  syncListRoute,
} from "./route-specs";

/** /api/shopping-lists: the user's lists, generated from the meal plan, checked off in the shop. */
export const shoppingListRoutes = createRouter<AppEnv>()
  .openapi(listLists, async (c) => c.json({ lists: await listSummaries(c.get("deps").db, currentUser(c).id) }, 200))
  .openapi(createListRoute, async (c) => {
    const { db, now } = c.get("deps");
    return c.json(await createList(db, currentUser(c).id, c.req.valid("json"), now()), 201);
  })
  // Each open list page listens here; a change (or `{"resync":true}` after missed announcements) makes it read again.
  .openapi(listEvents, async (c) => {
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
  // The full list is serialised by its query (decision 055); its schema is checked in the tests.
  .openapi(readListRoute, async (c) => {
    const { db } = c.get("deps");
    const userId = currentUser(c).id;
    const { id } = c.req.valid("param");
    const { since } = c.req.valid("query");
    if (since !== undefined) {
      const version = await listVersion(db, userId, id);
      if (version === since) return c.json({ unchanged: true as const, version }, 200);
    }
    return sendJsonText<ShoppingListDetail>(c, await readListJson(db, userId, id));
  })
  .openapi(renameListRoute, async (c) => c.json(await renameList(c.get("deps").db, currentUser(c).id, c.req.valid("param").id, c.req.valid("json").name), 200))
  .openapi(deleteListRoute, async (c) => {
    await deleteList(c.get("deps").db, currentUser(c).id, c.req.valid("param").id);
    return c.json({ removed: true as const }, 200);
  })
  .openapi(regenerateListRoute, async (c) => {
    const { db, now } = c.get("deps");
    return c.json(await regenerateList(db, currentUser(c).id, c.req.valid("param").id, now()), 200);
  })
  .openapi(doneShoppingRoute, async (c) => c.json(await doneShopping(c.get("deps").db, currentUser(c).id, c.req.valid("param").id), 200))
  // A device's queued changes, offline or not, in its own order (docs/decisions/061).
  .openapi(syncListRoute, async (c) => c.json(await syncList(c.get("deps").db, currentUser(c).id, c.req.valid("param").id, c.req.valid("json")), 200))
  .openapi(addListItemRoute, async (c) => c.json(await addListItem(c.get("deps").db, currentUser(c).id, c.req.valid("param").id, c.req.valid("json")), 201))
  .openapi(checkListItemRoute, async (c) => {
    const { id, itemId } = c.req.valid("param");
    return c.json(await setItemChecked(c.get("deps").db, currentUser(c).id, id, itemId, c.req.valid("json").checked), 200);
  })
  .openapi(deleteListItemRoute, async (c) => {
    const { id, itemId } = c.req.valid("param");
    await deleteListItem(c.get("deps").db, currentUser(c).id, id, itemId);
    return c.json({ removed: true as const }, 200);
  });
