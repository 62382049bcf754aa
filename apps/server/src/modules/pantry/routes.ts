import { streamSSE } from "hono/streaming";
import type { AppEnv } from "../../app-deps";
import { createRouter } from "../../http/openapi";
import { currentUser } from "../../http/session";
import { listCooked, markCooked, undoCooked } from "./cooked";
import { cookableRecipes, recipeCoverage } from "./coverage";
import { readKitchenContext } from "./kitchen-context";
import { addPantryItem, deletePantryItem, listPantry, updatePantryItem } from "./items";
import { suggestForLeftovers } from "./leftovers";
import { syncPantry } from "./sync";
import { pantryVersion } from "./version";
import { streamPantryChanges } from "../shopping-lists/list-events";
import {
  addItem,
  deleteItem,
  listCookedRoute,
  markCookedRoute,
  pantryEvents,
  readCookable,
  readCoverage,
  readPantry,
  suggestLeftovers,
  syncPantryRoute,
  undoCookedRoute,
  updateItem,
} from "./route-specs";

/**
 * /api/pantry. "Cooked" lives here rather than under /api/meal-plans: it changes the pantry, not
 * the plan, and the kitchen's rules and undo record stay in one module (docs/decisions/038).
 */
export const pantryRoutes = createRouter<AppEnv>()
  .openapi(readPantry, async (c) => {
    const { db, now } = c.get("deps");
    const userId = currentUser(c).id;
    const { today } = await readKitchenContext(db, userId, now());
    // The version is read first: items newer than it only cost a device one needless read, never a missed change.
    const version = await pantryVersion(db, userId);
    return c.json({ items: await listPantry(db, userId, today), today, version }, 200);
  })
  // Each open pantry page listens here (docs/decisions/062): `{}` once open, then `{version}` per change, `{resync: true}` after missed ones.
  .openapi(pantryEvents, async (c) => {
    const { lists } = c.get("deps");
    const userId = currentUser(c).id;
    return streamSSE(c, async (stream) => {
      const watch = streamPantryChanges({
        hub: lists,
        userId,
        send: (version) => stream.writeSSE({ event: "change", data: JSON.stringify(version === null ? { resync: true } : { version }) }),
        ping: () => stream.write(": keep-alive\n\n").then(() => undefined),
      });
      stream.onAbort(watch.stop);
      await stream.writeSSE({ event: "ready", data: "{}" });
      await watch.done;
    });
  })
  // A device's queued changes, offline or not, in its own order (docs/decisions/062).
  .openapi(syncPantryRoute, async (c) => {
    const { db, now } = c.get("deps");
    const userId = currentUser(c).id;
    const { today } = await readKitchenContext(db, userId, now());
    return c.json(await syncPantry(db, userId, c.req.valid("json"), today), 200);
  })
  .openapi(addItem, async (c) => {
    const { db, now } = c.get("deps");
    const userId = currentUser(c).id;
    const { today } = await readKitchenContext(db, userId, now());
    return c.json(await addPantryItem(db, userId, c.req.valid("json"), today), 201);
  })
  .openapi(updateItem, async (c) => {
    const { db, now } = c.get("deps");
    const userId = currentUser(c).id;
    const { today } = await readKitchenContext(db, userId, now());
    return c.json(await updatePantryItem(db, userId, c.req.valid("param").id, c.req.valid("json"), today), 200);
  })
  .openapi(deleteItem, async (c) => {
    await deletePantryItem(c.get("deps").db, currentUser(c).id, c.req.valid("param").id);
    return c.json({ removed: true as const }, 200);
  })
  .openapi(readCoverage, async (c) => {
    const { db, now } = c.get("deps");
    return c.json({ coverage: await recipeCoverage(db, currentUser(c).id, c.req.valid("query").recipeIds, now()) }, 200);
  })
  .openapi(readCookable, async (c) => {
    const { db, now } = c.get("deps");
    return c.json({ recipes: await cookableRecipes(db, currentUser(c).id, now()) }, 200);
  })
  .openapi(suggestLeftovers, async (c) => {
    const { db, now } = c.get("deps");
    return c.json(await suggestForLeftovers(db, currentUser(c).id, c.req.valid("json"), now()), 200);
  })
  .openapi(listCookedRoute, async (c) => c.json({ cooked: await listCooked(c.get("deps").db, currentUser(c).id, c.req.valid("query")) }, 200))
  .openapi(markCookedRoute, async (c) => {
    const { db, now } = c.get("deps");
    return c.json(await markCooked(db, currentUser(c).id, c.req.valid("param"), now()), 201);
  })
  .openapi(undoCookedRoute, async (c) => {
    await undoCooked(c.get("deps").db, currentUser(c).id, c.req.valid("param"));
    return c.json({ undone: true as const }, 200);
  });
