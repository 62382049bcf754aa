import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import {
  cookedRangeSchema,
  coverageQuerySchema,
  idParamSchema,
  kitchenMessages,
  leftoversRequestSchema,
  pantryItemInputSchema,
  pantryItemUpdateSchema,
  pantrySyncSchema,
  slotParamsSchema,
  type CookableResponse,
  type CookedMealsResponse,
  type CoverageResponse,
  type PantryResponse,
} from "@sierra/shared";
import type { AppEnv } from "../../app-deps";
import { currentUser, requireUser } from "../../http/session";
import { validate } from "../../http/validation";
import { listCooked, markCooked, undoCooked } from "./cooked";
import { cookableRecipes, recipeCoverage } from "./coverage";
import { readKitchenContext } from "./kitchen-context";
import { addPantryItem, deletePantryItem, listPantry, updatePantryItem } from "./items";
import { suggestForLeftovers } from "./leftovers";
import { syncPantry } from "./sync";
import { pantryVersion } from "./version";
import { streamPantryChanges } from "../shopping-lists/list-events";

const itemId = idParamSchema(kitchenMessages.itemNotFound);

/**
 * /api/pantry. "Cooked" lives here rather than under /api/meal-plans: it changes the pantry, not
 * the plan, and the kitchen's rules and undo record stay in one module (docs/decisions/038).
 */
export const pantryRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/", async (c) => {
    const { db, now } = c.get("deps");
    const userId = currentUser(c).id;
    const { today } = await readKitchenContext(db, userId, now());
    // The version is read first: items newer than it only cost a device one needless read, never a missed change.
    const version = await pantryVersion(db, userId);
    return c.json({ items: await listPantry(db, userId, today), today, version } satisfies PantryResponse);
  })
  // Each open pantry page listens here (docs/decisions/062): `{}` once open, then `{version}` per change, `{resync: true}` after missed ones.
  .get("/events", async (c) => {
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
  .post("/sync", validate("json", pantrySyncSchema), async (c) => {
    const { db, now } = c.get("deps");
    const userId = currentUser(c).id;
    const { today } = await readKitchenContext(db, userId, now());
    return c.json(await syncPantry(db, userId, c.req.valid("json"), today));
  })
  .post("/items", validate("json", pantryItemInputSchema), async (c) => {
    const { db, now } = c.get("deps");
    const userId = currentUser(c).id;
    const { today } = await readKitchenContext(db, userId, now());
    return c.json(await addPantryItem(db, userId, c.req.valid("json"), today), 201);
  })
  .patch("/items/:id", validate("param", itemId), validate("json", pantryItemUpdateSchema), async (c) => {
    const { db, now } = c.get("deps");
    const userId = currentUser(c).id;
    const { today } = await readKitchenContext(db, userId, now());
    return c.json(await updatePantryItem(db, userId, c.req.valid("param").id, c.req.valid("json"), today));
  })
  .delete("/items/:id", validate("param", itemId), async (c) => {
    await deletePantryItem(c.get("deps").db, currentUser(c).id, c.req.valid("param").id);
    return c.json({ removed: true });
  })
  .get("/coverage", validate("query", coverageQuerySchema), async (c) => {
    const { db, now } = c.get("deps");
    return c.json({ coverage: await recipeCoverage(db, currentUser(c).id, c.req.valid("query").recipeIds, now()) } satisfies CoverageResponse);
  })
  .get("/cookable", async (c) => {
    const { db, now } = c.get("deps");
    return c.json({ recipes: await cookableRecipes(db, currentUser(c).id, now()) } satisfies CookableResponse);
  })
  .post("/leftovers", validate("json", leftoversRequestSchema), async (c) => {
    const { db, now } = c.get("deps");
    return c.json(await suggestForLeftovers(db, currentUser(c).id, c.req.valid("json"), now()));
  })
  .get("/cooked", validate("query", cookedRangeSchema), async (c) => {
    return c.json({ cooked: await listCooked(c.get("deps").db, currentUser(c).id, c.req.valid("query")) } satisfies CookedMealsResponse);
  })
  .post("/cooked/:date/:mealType", validate("param", slotParamsSchema), async (c) => {
    const { db, now } = c.get("deps");
    return c.json(await markCooked(db, currentUser(c).id, c.req.valid("param"), now()), 201);
  })
  .delete("/cooked/:date/:mealType", validate("param", slotParamsSchema), async (c) => {
    await undoCooked(c.get("deps").db, currentUser(c).id, c.req.valid("param"));
    return c.json({ undone: true });
  });
