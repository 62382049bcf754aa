import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importMessages } from "@sierra/shared";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { signedInUser, type TestClient } from "../../testing/test-client";

let t: TestApp;
let t2: TestApp;
beforeAll(async () => {
  t = await createTestApp({ IMPORT_RATE_LIMIT: "3" });
  t2 = await createTestApp({ IMPORT_RATE_LIMIT: "3" }, { sameDatabaseAs: t });
});
afterAll(async () => {
  await t2.close();
  await t.close();
});

const TEA = { text: "Tea\nIngredients\n1 tea bag\nMethod\nSteep." };
const importTea = (client: TestClient) => client.json<{ message?: string }>("/api/recipes/import", { json: TEA });

describe("the import limit", () => {
  it("holds per member across app instances, says when to come back, and leaves other members alone", async () => {
    const cook = await signedInUser(t);
    const other = await signedInUser(t);
    expect((await importTea(cook.client)).status).toBe(200);
    expect((await importTea(cook.client.onInstance(t2))).status).toBe(200);
    expect((await importTea(cook.client)).status).toBe(200);
    // the fourth import of the minute, on the other instance, is one too many
    const limited = await cook.client.onInstance(t2).request("/api/recipes/import", { json: TEA });
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { message: string }).message).toBe(importMessages.rateLimited);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    expect((await importTea(cook.client)).status).toBe(429);
    expect((await importTea(other.client.onInstance(t2))).status).toBe(200);
  });
});
