import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { kitchenMessages, type ShoppingListDetail } from "@sierra/shared";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { kitchenMember } from "../../testing/kitchen";
import type { TestClient } from "../../testing/test-client";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.setNow(new Date("2026-11-21T12:00:00Z"));
});
afterAll(() => t.close());

type Op = Record<string, unknown> & { seq: number };
type Answer = ShoppingListDetail & { message?: string };

const newList = async (client: TestClient) => (await client.json<ShoppingListDetail>("/api/shopping-lists", { json: { name: "Shop" } })).body;
const sync = (client: TestClient, listId: string, deviceId: string, ops: Op[]) =>
  client.json<Answer>(`/api/shopping-lists/${listId}/sync`, { json: { deviceId, ops } });
/** What two devices compare: each item's name and tick, in list order. */
const state = (list: ShoppingListDetail) => list.items.map((i) => `${i.name}${i.checked ? " ✓" : ""}`);
const read = async (client: TestClient, listId: string) => (await client.json<ShoppingListDetail>(`/api/shopping-lists/${listId}`)).body;

describe("a device's queued changes", () => {
  it("land in the device's order, once, however they arrive and however often", async () => {
    const { client } = await kitchenMember(t);
    // Item ids are the device's own choice, new for every list.
    const queue = (): Op[] => {
      const [milk, eggs, bread] = [randomUUID(), randomUUID(), randomUUID()];
      return [
        { seq: 1, kind: "add", itemId: milk, name: "milk" },
        { seq: 2, kind: "add", itemId: eggs, name: "eggs", quantity: 12 },
        { seq: 3, kind: "check", itemId: milk, checked: true, base: 0 },
        { seq: 4, kind: "rename", itemId: eggs, name: "free-range eggs" },
        { seq: 5, kind: "add", itemId: bread, name: "bread" },
        { seq: 6, kind: "check", itemId: milk, checked: false, base: 0 }, // its own tick: undone
        { seq: 7, kind: "check", itemId: bread, checked: true, base: 0 },
        { seq: 8, kind: "rename", itemId: eggs, name: "6 eggs" },
      ];
    };
    const expected = ["milk", "6 eggs", "bread ✓"];
    const inOrder = await newList(client);
    expect(state((await sync(client, inOrder.id, randomUUID(), queue())).body)).toEqual(expected);

    const twice = [0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7];
    await fc.assert(
      fc.asyncProperty(fc.shuffledSubarray(twice, { minLength: twice.length }), fc.integer({ min: 1, max: 15 }), async (order, cut) => {
        const ops = queue();
        const arrival = order.map((i) => ops[i]!);
        const list = await newList(client);
        const device = randomUUID();
        // Any order and any repeats in one request, then the whole queue again (the answer was lost), then a stale copy.
        const first = await sync(client, list.id, device, arrival.slice(0, cut).concat(ops));
        expect(first.status).toBe(200);
        await sync(client, list.id, device, arrival);
        await sync(client, list.id, device, [ops[5]!, ops[0]!]);
        expect(state(await read(client, list.id))).toEqual(expected);
      }),
      { numRuns: 6 },
    );
  }, 120_000);

  it("never bring back a tick another device made after the version this one held", async () => {
    const { client } = await kitchenMember(t);
    const [phone, tablet] = [randomUUID(), randomUUID()];
    const list = await newList(client);
    const milk = randomUUID();
    const held = (await sync(client, list.id, phone, [{ seq: 1, kind: "add", itemId: milk, name: "milk" }])).body.version;
    // Both hold the list with milk unticked. The tablet ticks it; the phone, offline, ticks and unticks it.
    await sync(client, list.id, tablet, [{ seq: 1, kind: "check", itemId: milk, checked: true, base: held }]);
    const after = await sync(client, list.id, phone, [
      { seq: 2, kind: "check", itemId: milk, checked: true, base: held },
      { seq: 3, kind: "check", itemId: milk, checked: false, base: held },
    ]);
    // The phone undid its own tick, never the tablet's: ticks win.
    expect(state(after.body)).toEqual(["milk ✓"]);

    // An untick that never saw the tablet's tick: the tick wins.
    const before = after.body.version;
    await sync(client, list.id, tablet, [{ seq: 2, kind: "check", itemId: milk, checked: true, base: before }]);
    const stale = await sync(client, list.id, phone, [{ seq: 4, kind: "check", itemId: milk, checked: false, base: before }]);
    expect(state(stale.body)).toEqual(["milk ✓"]);
    // Once the phone has seen it, its untick lands.
    const seen = await sync(client, list.id, phone, [{ seq: 5, kind: "check", itemId: milk, checked: false, base: stale.body.version }]);
    expect(state(seen.body)).toEqual(["milk"]);
  });

  it("rename by the last change to arrive, and leave an item deleted elsewhere deleted", async () => {
    const { client } = await kitchenMember(t);
    const [phone, tablet] = [randomUUID(), randomUUID()];
    const list = await newList(client);
    const [milk, flour] = [randomUUID(), randomUUID()];
    await sync(client, list.id, phone, [
      { seq: 1, kind: "add", itemId: milk, name: "milk" },
      { seq: 2, kind: "add", itemId: flour, name: "flour" },
    ]);
    await sync(client, list.id, tablet, [{ seq: 1, kind: "rename", itemId: milk, name: "oat milk" }]);
    await sync(client, list.id, phone, [{ seq: 3, kind: "rename", itemId: milk, name: "soy milk" }]);
    expect((await client.json(`/api/shopping-lists/${list.id}/items/${flour}`, { method: "DELETE" })).status).toBe(200);
    const after = await sync(client, list.id, tablet, [
      { seq: 2, kind: "check", itemId: flour, checked: true, base: 0 },
      { seq: 3, kind: "rename", itemId: flour, name: "rye flour" },
    ]);
    expect(state(after.body)).toEqual(["soy milk"]);
  });

  it("refuse malformed changes with the schema's messages, and another member's list", async () => {
    const { client } = await kitchenMember(t);
    const list = await newList(client);
    const device = randomUUID();
    const message = async (body: object) => (await client.json<Answer>(`/api/shopping-lists/${list.id}/sync`, { json: body })).body.message;
    expect(await message({ deviceId: "phone", ops: [] })).toBe(kitchenMessages.syncDevice);
    expect(await message({ deviceId: device, ops: [] })).toBe(kitchenMessages.syncOps);
    expect(await message({ deviceId: device, ops: [{ seq: 1, kind: "delete", itemId: randomUUID() }] })).toBe(kitchenMessages.syncOp);
    expect(await message({ deviceId: device, ops: [{ seq: 1, kind: "add", itemId: randomUUID(), name: " " }] })).toBe(kitchenMessages.name);
    const ops = Array.from({ length: 501 }, (_, i) => ({ seq: i + 1, kind: "rename", itemId: randomUUID(), name: "x" }));
    expect(await message({ deviceId: device, ops })).toBe(kitchenMessages.syncOps);

    const other = await kitchenMember(t);
    const foreign = await sync(other.client, list.id, device, [{ seq: 1, kind: "add", itemId: randomUUID(), name: "milk" }]);
    expect(foreign).toMatchObject({ status: 404, body: { message: kitchenMessages.listNotFound } });
    expect(state(await read(client, list.id))).toEqual([]);
  });
});
