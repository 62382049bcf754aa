import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ShoppingListDetail, ShoppingListEvent } from "@sierra/shared";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { kitchenMember } from "../../testing/kitchen";
import { openEventStream } from "../../testing/event-stream";
import { TestClient } from "../../testing/test-client";

let t: TestApp;
let t2: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t2 = await createTestApp({}, { sameDatabaseAs: t });
});
afterAll(async () => {
  await t2.close();
  await t.close();
});

const changes = (client: Parameters<typeof openEventStream>[0]) => openEventStream<ShoppingListEvent>(client, "/api/shopping-lists/events", "change");

describe("the list stream", () => {
  it("tells the user's other devices, on another instance, each change with the list's new version, and nobody else", async () => {
    const anna = await kitchenMember(t);
    const ben = await kitchenMember(t);
    const phone = await changes(anna.client.onInstance(t2));
    const stranger = await changes(ben.client.onInstance(t2));
    expect(phone.res.headers.get("content-type")).toMatch(/text\/event-stream/);
    // The stream is open once the instance has subscribed it.
    await expect.poll(() => t2.deps.lists.watcherCount()).toBe(2);

    const list = (await anna.client.json<ShoppingListDetail>("/api/shopping-lists", { json: { name: "Saturday" } })).body;
    const added = await anna.client.json<ShoppingListDetail["items"][number]>(`/api/shopping-lists/${list.id}/items`, { json: { name: "oat milk" } });
    expect(added.status).toBe(201);
    const latest = (await anna.client.json<ShoppingListDetail>(`/api/shopping-lists/${list.id}`)).body.version;
    await phone.until((e) => "listId" in e && e.listId === list.id && e.version === latest);
    await anna.client.json(`/api/shopping-lists/${list.id}/items/${added.body.id}`, { method: "PATCH", json: { checked: true } });
    await phone.until((e) => "listId" in e && e.version === latest + 1);

    // Versions arrive in the order written; Ben's stream heard nothing of Anna's list.
    const versions = phone.events.flatMap((e) => ("listId" in e && e.listId === list.id ? [e.version] : []));
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
    expect(stranger.events).toEqual([]);

    await phone.close();
    await stranger.close();
    await expect.poll(() => t2.deps.lists.watcherCount()).toBe(0);
  });

  it("announces nothing for a change that failed, and needs a signed-in user", async () => {
    const anna = await kitchenMember(t);
    const phone = await changes(anna.client);
    await expect.poll(() => t.deps.lists.watcherCount()).toBeGreaterThan(0);
    const missing = await anna.client.json(`/api/shopping-lists/${crypto.randomUUID()}/items`, { json: { name: "bread" } });
    expect(missing.status).toBe(404);
    expect((await new TestClient(t).request("/api/shopping-lists/events")).status).toBe(401);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(phone.events).toEqual([]);
    await phone.close();
  });

  it("ends every stream when the instance shuts down", async () => {
    const anna = await kitchenMember(t);
    const phone = await changes(anna.client.onInstance(t2));
    await expect.poll(() => t2.deps.lists.watcherCount()).toBe(1);
    t2.deps.lists.endAll();
    await phone.finished();
    expect(phone.ended()).toBe(true);
  });
});
