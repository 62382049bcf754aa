import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { kitchenMessages, type PantryResponse } from "@sierra/shared";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { kitchenMember, lineText } from "../../testing/kitchen";
import type { TestClient } from "../../testing/test-client";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.setNow(new Date("2026-11-21T12:00:00Z"));
});
afterAll(() => t.close());

type Op = Record<string, unknown> & { seq: number };
type Answer = PantryResponse & { message?: string };

const sync = (client: TestClient, deviceId: string, ops: Op[]) => client.json<Answer>("/api/pantry/sync", { json: { deviceId, ops } });
const read = async (client: TestClient) => (await client.json<PantryResponse>("/api/pantry")).body;
/** What two devices compare: each item's amount, name, place and date, sorted. */
const state = (pantry: PantryResponse) => pantry.items.map((i) => `${lineText(i)} @${i.location}${i.bestBefore ? ` ${i.bestBefore}` : ""}`).sort();

describe("a device's queued pantry changes", () => {
  it("land in the device's order, once, however they arrive and however often", async () => {
    // Item ids are the device's own choice, new for every member.
    const queue = (): Op[] => {
      const [rice, milk, eggs] = [randomUUID(), randomUUID(), randomUUID()];
      return [
        { seq: 1, kind: "add", itemId: rice, name: "rice", quantity: 500, unit: "g" },
        { seq: 2, kind: "add", itemId: milk, name: "milk", quantity: 1, unit: "l", location: "fridge" },
        { seq: 3, kind: "edit", itemId: rice, changes: { quantity: 300 } },
        { seq: 4, kind: "add", itemId: eggs, name: "eggs", quantity: 12 },
        { seq: 5, kind: "edit", itemId: milk, changes: { location: "freezer", bestBefore: "2026-12-20" } },
        { seq: 6, kind: "delete", itemId: eggs },
        { seq: 7, kind: "edit", itemId: eggs, changes: { quantity: 6 } }, // deleted: stays deleted
        { seq: 8, kind: "edit", itemId: rice, changes: { quantity: 250 } },
      ];
    };
    const expected = ["1 liter milk @freezer 2026-12-20", "250 gram rice @cupboard"];
    const first = await kitchenMember(t);
    expect(state((await sync(first.client, randomUUID(), queue())).body)).toEqual(expected);

    const twice = [0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7];
    await fc.assert(
      fc.asyncProperty(fc.shuffledSubarray(twice, { minLength: twice.length }), fc.integer({ min: 1, max: 15 }), async (order, cut) => {
        const { client } = await kitchenMember(t);
        const ops = queue();
        const arrival = order.map((i) => ops[i]!);
        const device = randomUUID();
        // Any order and any repeats in one request, then the whole queue again (the answer was lost), then a stale copy.
        const answer = await sync(client, device, arrival.slice(0, cut).concat(ops));
        expect(answer.status).toBe(200);
        await sync(client, device, arrival);
        await sync(client, device, [ops[5]!, ops[0]!, ops[2]!]);
        expect(state(await read(client))).toEqual(expected);
      }),
      { numRuns: 6 },
    );
  }, 120_000);

  it("resolve two devices on one item per field, the last to arrive winning, and never bring back a deleted item", async () => {
    const { client } = await kitchenMember(t);
    const [phone, tablet] = [randomUUID(), randomUUID()];
    const [rice, oats] = [randomUUID(), randomUUID()];
    const start = await sync(client, phone, [
      { seq: 1, kind: "add", itemId: rice, name: "rice", quantity: 500, unit: "g" },
      { seq: 2, kind: "add", itemId: oats, name: "oats", quantity: 1, unit: "kg" },
    ]);
    // Both hold the pantry. The tablet moves the rice and sets its amount; the phone, later, sets its amount and date.
    await sync(client, tablet, [{ seq: 1, kind: "edit", itemId: rice, changes: { quantity: 400, location: "fridge" } }]);
    await sync(client, phone, [{ seq: 3, kind: "edit", itemId: rice, changes: { quantity: 200, bestBefore: "2027-01-31" } }]);
    // The tablet deletes the oats; the phone, offline, had edited them: the delete stands.
    await sync(client, tablet, [{ seq: 2, kind: "delete", itemId: oats }]);
    const after = await sync(client, phone, [{ seq: 4, kind: "edit", itemId: oats, changes: { quantity: 2 } }]);
    expect(state(after.body)).toEqual(["200 gram rice @fridge 2027-01-31"]);
    // Every sync moved the version on.
    expect(after.body.version).toBe(start.body.version + 4);
    expect((await read(client)).version).toBe(after.body.version);
  });

  it("refuse malformed changes with the schema's messages, and never touch another member's pantry", async () => {
    const anna = await kitchenMember(t);
    const device = randomUUID();
    const message = async (body: object) => (await anna.client.json<Answer>("/api/pantry/sync", { json: body })).body.message;
    expect(await message({ deviceId: "phone", ops: [] })).toBe(kitchenMessages.syncDevice);
    expect(await message({ deviceId: device, ops: [] })).toBe(kitchenMessages.syncOps);
    expect(await message({ deviceId: device, ops: [{ seq: 1, kind: "check", itemId: randomUUID() }] })).toBe(kitchenMessages.pantrySyncOp);
    expect(await message({ deviceId: device, ops: [{ seq: 1, kind: "add", itemId: randomUUID(), name: " " }] })).toBe(kitchenMessages.name);
    expect(await message({ deviceId: device, ops: [{ seq: 1, kind: "edit", itemId: randomUUID(), changes: {} }] })).toBe(kitchenMessages.nothingToChange);
    const ops = Array.from({ length: 501 }, (_, i) => ({ seq: i + 1, kind: "delete", itemId: randomUUID() }));
    expect(await message({ deviceId: device, ops })).toBe(kitchenMessages.syncOps);

    // Ben edits, deletes and re-adds under the id of Anna's item: nothing of hers changes, and nothing of his appears under her id.
    const rice = randomUUID();
    await sync(anna.client, device, [{ seq: 1, kind: "add", itemId: rice, name: "rice", quantity: 500, unit: "g" }]);
    const ben = await kitchenMember(t);
    const foreign = await sync(ben.client, device, [
      { seq: 1, kind: "edit", itemId: rice, changes: { quantity: 1 } },
      { seq: 2, kind: "delete", itemId: rice },
      { seq: 3, kind: "add", itemId: rice, name: "sugar" },
    ]);
    expect(foreign.status).toBe(200);
    expect(foreign.body.items).toEqual([]);
    expect(state(await read(anna.client))).toEqual(["500 gram rice @cupboard"]);
    // The same device id for two members keeps two counts: Anna's next change is not taken for a repeat.
    const next = await sync(anna.client, device, [{ seq: 2, kind: "edit", itemId: rice, changes: { quantity: 100 } }]);
    expect(state(next.body)).toEqual(["100 gram rice @cupboard"]);
    expect((await anna.client.request("/api/pantry/sync", { method: "POST" })).status).toBe(400);
  });
});
