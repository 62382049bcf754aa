import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PantryEvent, PantryItem, PantryResponse } from "@sierra/shared";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { kitchenMember, ownRecipe, planDinner } from "../../testing/kitchen";
import { openEventStream } from "../../testing/event-stream";
import { TestClient } from "../../testing/test-client";

let t: TestApp;
let t2: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.setNow(new Date("2026-11-21T12:00:00Z"));
  t2 = await createTestApp({}, { sameDatabaseAs: t });
});
afterAll(async () => {
  await t2.close();
  await t.close();
});

const changes = (client: Parameters<typeof openEventStream>[0]) => openEventStream<PantryEvent>(client, "/api/pantry/events", "change");
const version = async (client: TestClient) => (await client.json<PantryResponse>("/api/pantry")).body.version;
const heard = (e: PantryEvent, v: number) => "version" in e && e.version === v;

describe("the pantry stream", () => {
  it("tells the user's other devices, on another instance, of every kind of pantry change, and nobody else", async () => {
    const anna = await kitchenMember(t);
    const ben = await kitchenMember(t);
    const phone = await changes(anna.client.onInstance(t2));
    const stranger = await changes(ben.client.onInstance(t2));
    expect(phone.res.headers.get("content-type")).toMatch(/text\/event-stream/);
    await expect.poll(() => t2.deps.lists.pantryWatcherCount()).toBe(2);
    expect(await version(anna.client)).toBe(0);

    const rice = await anna.client.json<PantryItem>("/api/pantry/items", { json: { name: "rice", quantity: 500, unit: "g" } });
    await phone.until((e) => heard(e, 1));
    await anna.client.json(`/api/pantry/items/${rice.body.id}`, { method: "PATCH", json: { quantity: 400 } });
    await phone.until((e) => heard(e, 2));
    await anna.client.json("/api/pantry/sync", { json: { deviceId: randomUUID(), ops: [{ seq: 1, kind: "add", itemId: randomUUID(), name: "oats" }] } });
    await phone.until((e) => heard(e, 3));
    // Cooking a planned meal takes from the pantry, and Undo gives it back: both announced.
    const recipe = await ownRecipe(anna.client, "Rice bowl", ["200 g rice"], 2);
    await planDinner(anna.client, "2026-11-21", recipe.id);
    expect((await anna.client.request("/api/pantry/cooked/2026-11-21/dinner", { method: "POST" })).status).toBe(201);
    await phone.until((e) => heard(e, 4));
    expect((await anna.client.request("/api/pantry/cooked/2026-11-21/dinner", { method: "DELETE" })).status).toBe(200);
    await phone.until((e) => heard(e, 5));
    // Done shopping puts the basket in the pantry.
    const list = (await anna.client.json<{ id: string }>("/api/shopping-lists", { json: { name: "Shop" } })).body;
    const milk = (await anna.client.json<{ id: string }>(`/api/shopping-lists/${list.id}/items`, { json: { name: "milk" } })).body;
    await anna.client.json(`/api/shopping-lists/${list.id}/items/${milk.id}`, { method: "PATCH", json: { checked: true } });
    await anna.client.json(`/api/shopping-lists/${list.id}/done`, { method: "POST" });
    await phone.until((e) => heard(e, 6));
    await anna.client.request(`/api/pantry/items/${rice.body.id}`, { method: "DELETE" });
    await phone.until((e) => heard(e, 7));
    expect(await version(anna.client)).toBe(7);

    const versions = phone.events.flatMap((e) => ("version" in e ? [e.version] : []));
    expect(versions).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(stranger.events).toEqual([]);
    await phone.close();
    await stranger.close();
    await expect.poll(() => t2.deps.lists.pantryWatcherCount()).toBe(0);
  });

  it("announces nothing for a change that failed, and needs a signed-in user", async () => {
    const anna = await kitchenMember(t);
    const phone = await changes(anna.client);
    await expect.poll(() => t.deps.lists.pantryWatcherCount()).toBeGreaterThan(0);
    const missing = await anna.client.json(`/api/pantry/items/${randomUUID()}`, { method: "PATCH", json: { quantity: 2 } });
    expect(missing.status).toBe(404);
    expect((await anna.client.request(`/api/pantry/items/${randomUUID()}`, { method: "DELETE" })).status).toBe(404);
    expect((await new TestClient(t).request("/api/pantry/events")).status).toBe(401);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(phone.events).toEqual([]);
    expect(await version(anna.client)).toBe(0);
    await phone.close();
  });

  it("ends every pantry stream when the instance shuts down", async () => {
    const anna = await kitchenMember(t);
    const phone = await changes(anna.client.onInstance(t2));
    await expect.poll(() => t2.deps.lists.pantryWatcherCount()).toBe(1);
    t2.deps.lists.endAll();
    await phone.finished();
    expect(phone.ended()).toBe(true);
  });
});
