// A shopping list of 3,000 items, read over HTTP on PGlite: the full list (one query), and the
// 2-second poll of a device already holding the current version (docs/decisions/038).
// Targets: poll p99 <= 20 ms at 10 clients (the meal plan's read target); full read (what each
// device fetches after a change) p99 <= 100 ms with the household's two devices reading at once.
// The poll at 50 clients is reported too: PGlite is one connection, so there it measures
// queueing (throughput), not the work of one request.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { AISLES } from "@sierra/shared";
import { openDatabase } from "../../apps/server/src/db/client";
import { runMigrations } from "../../apps/server/src/db/migrate";
import { shoppingListItems, shoppingLists } from "../../apps/server/src/db/schema";
import { bootstrapAdmin } from "../../apps/server/src/modules/accounts/bootstrap-admin";
import { httpLoad } from "./support/http-load";
import { signIn, startServer } from "./support/server";

const EMAIL = "bench-shopper@example.com";
const PASSWORD = "bench-shopper-password";
const ITEMS = 3000;

export async function run({ root }: { root: string }) {
  const dataDir = mkdtempSync(join(tmpdir(), "sierra-bench-list-"));
  try {
    const handle = await openDatabase({ dataDir });
    await runMigrations(handle);
    const userId = await bootstrapAdmin(handle.db, EMAIL, PASSWORD);
    const [list] = await handle.db
      .insert(shoppingLists)
      .values({ userId, name: "Bench", startDate: "2026-11-21", endDate: "2026-11-27", version: 7 })
      .returning();
    const rows = Array.from({ length: ITEMS }, (_, i) => ({
      listId: list!.id,
      userId,
      foodKey: `food ${i}`,
      name: `food ${i}`,
      quantity: (i % 9) + 1,
      unit: i % 2 ? "gram" : null,
      aisle: AISLES[i % AISLES.length]!,
      recipes: [{ id: "00000000-0000-4000-8000-000000000000", title: "A planned recipe" }],
      checked: i % 3 === 0,
      position: i,
    }));
    for (let i = 0; i < rows.length; i += 1000) await handle.db.insert(shoppingListItems).values(rows.slice(i, i + 1000));
    await handle.close();

    const server = await startServer(root, 3305, { DATA_DIR: dataDir }, "shopping-list-server");
    try {
      const cookie = await signIn(server.url, EMAIL, PASSWORD);
      const headers = { cookie };
      const pollPath = [`/api/shopping-lists/${list!.id}?since=7`];
      const poll = await httpLoad({ url: server.url, paths: pollPath, headers, clients: 10, total: 5000 });
      const poll50 = await httpLoad({ url: server.url, paths: pollPath, headers, clients: 50, total: 5000 });
      const full = await httpLoad({ url: server.url, paths: [`/api/shopping-lists/${list!.id}`], headers, clients: 2, total: 300, warmup: 30 });
      const targets = { pollP99Ms: 20, fullP99Ms: 100 };
      return {
        scenario: `GET a list of ${ITEMS} items on PGlite`,
        poll,
        poll50,
        full,
        targets,
        pass: poll.p99 <= targets.pollP99Ms && full.p99 <= targets.fullP99Ms,
      };
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
