import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SeasonalInfo } from "@sierra/shared";
import { createTestApp, type TestApp } from "../../../testing/test-app";
import { signedInUser, TestClient } from "../../../testing/test-client";
import { validPreferences } from "../test-fixtures";

/** A local peer speaking the USDA Local Food Directories protocol (GET /farmersmarket/?apikey&zip&radius). */
let directory: Server;
let directoryUrl = "";
const requests: URL[] = [];
let answer: { status: number; body: string } = { status: 200, body: "{}" };

let offline: TestApp;
let online: TestApp;
beforeAll(async () => {
  directory = createServer((req, res) => {
    requests.push(new URL(req.url ?? "/", "http://peer"));
    res.writeHead(answer.status, { "content-type": "application/json" }).end(answer.body);
  });
  await new Promise<void>((resolve) => directory.listen(0, "127.0.0.1", resolve));
  directoryUrl = `http://127.0.0.1:${(directory.address() as AddressInfo).port}/api`;
  offline = await createTestApp();
  online = await createTestApp({ USDA_LOCAL_FOOD_API_KEY: "test-key", USDA_LOCAL_FOOD_API_URL: directoryUrl });
});
afterAll(async () => {
  await Promise.all([offline.close(), online.close()]);
  await new Promise((resolve) => directory.close(resolve));
});

const seasonalInfo = (client: TestClient, zipcode: unknown) => client.json<SeasonalInfo & { message?: string }>("/api/seasonal-info", { json: { zipcode } });

describe("getSeasonalInfo, offline (no directory configured)", () => {
  it("returns no markets (the card shows the generic fallback) and this month's produce for the region", async () => {
    const me = await signedInUser(offline);
    offline.setNow(new Date("2026-07-10T12:00:00Z"));
    try {
      const res = await seasonalInfo(me.client, "14850");
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ markets: [], source: "offline", produce: { region: "northeast", month: "July" } });
      expect(res.body.produce?.items).toContain("blueberries");
    } finally {
      offline.setNow(null);
    }
  });

  it("needs a session and a zipcode", async () => {
    expect((await seasonalInfo(new TestClient(offline), "14850")).status).toBe(401);
    const me = await signedInUser(offline);
    expect((await seasonalInfo(me.client, "")).status).toBe(400);
    expect((await seasonalInfo(me.client, "123456")).body.message).toBe("Zipcode must be at most 5 characters");
  });
});

describe("getSeasonalInfo with the USDA directory", () => {
  it("asks the directory with the key, zipcode and the user's radius, nearest first", async () => {
    const me = await signedInUser(online);
    await me.client.json("/api/profile/preferences", { method: "PUT", json: { ...validPreferences, shopping_radius_miles: 25 } });
    answer = {
      status: 200,
      body: JSON.stringify({
        data: [
          { listing_name: "Far Market", location_address: "9 Far Rd, Ithaca, NY", distance: "12.5" },
          { listing_name: "Near Market", location_city: "Ithaca", location_state: "NY", distance: 1.2 },
          { listing_name: "", location_address: "nameless listings are skipped" },
          "not even an object",
        ],
      }),
    };
    const res = await seasonalInfo(me.client, "14850");
    expect(res.status).toBe(200);
    expect(res.body.source).toBe("directory");
    expect(res.body.markets).toEqual([
      { name: "Near Market", location: "Ithaca, NY" },
      { name: "Far Market", location: "9 Far Rd, Ithaca, NY" },
    ]);
    const last = requests.at(-1);
    expect(last?.pathname).toBe("/api/farmersmarket/");
    expect(Object.fromEntries(last?.searchParams ?? [])).toEqual({ apikey: "test-key", zip: "14850", radius: "25" });
  });

  it("answers with an empty list when the directory knows no market nearby", async () => {
    const me = await signedInUser(online);
    answer = { status: 200, body: JSON.stringify({ data: [] }) };
    expect((await seasonalInfo(me.client, "59001")).body).toMatchObject({ markets: [], source: "directory" });
  });

  it.each([[{ status: 500, body: "oops" }], [{ status: 200, body: "<html>not json</html>" }]])(
    "reports a directory failure with the spec's message (%o)",
    async (failure) => {
      const me = await signedInUser(online);
      answer = failure;
      const res = await seasonalInfo(me.client, "14850");
      expect(res.status).toBe(502);
      expect(res.body.message).toBe("Failed to load seasonal market information.");
    },
  );
});
