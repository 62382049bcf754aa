import { describe, expect, it } from "vitest";
import { fallbackMarkets } from "./fallback-markets";
import { monthInTimeZone, PRODUCE_REGIONS, seasonalProduce } from "./seasonal-produce";

describe("seasonal produce guide", () => {
  it("has something for every region and month", () => {
    const zips: Record<string, string> = {
      northeast: "10001",
      southeast: "30303",
      florida: "33101",
      midwest: "60601",
      "south-central": "75201",
      mountain: "80202",
      southwest: "85004",
      california: "90210",
      northwest: "98101",
      alaska: "99501",
      hawaii: "96813",
    };
    expect(Object.keys(zips).sort()).toEqual(Object.keys(PRODUCE_REGIONS).sort());
    for (const [region, zip] of Object.entries(zips)) {
      for (let month = 0; month < 12; month += 1) {
        const guide = seasonalProduce(zip, month);
        expect(guide?.region).toBe(region);
        expect(guide?.items.length).toBeGreaterThanOrEqual(4);
      }
    }
  });

  it("names the month and region, puts Las Vegas in the desert, and knows nothing outside the US regions", () => {
    expect(seasonalProduce("14850", 6)).toMatchObject({ regionLabel: "Northeast", month: "July" });
    expect(seasonalProduce("89101", 0)?.region).toBe("southwest");
    expect(seasonalProduce("89501", 0)?.region).toBe("mountain");
    expect(seasonalProduce("00901", 0)).toBeNull();
    expect(seasonalProduce("1234", 0)).toBeNull();
    expect(seasonalProduce(null, 0)).toBeNull();
  });

  it("takes this month from the user's time zone", () => {
    const newYearUtc = new Date("2026-01-01T03:00:00Z");
    expect(monthInTimeZone(newYearUtc, "America/Los_Angeles")).toBe(11);
    expect(monthInTimeZone(newYearUtc, "Asia/Tokyo")).toBe(0);
  });
});

describe("fallback market entries", () => {
  it("are two pieces of guidance for the user's area, not invented markets", () => {
    const entries = fallbackMarkets("14850", 10);
    expect(entries).toHaveLength(2);
    expect(entries[0]?.name).toBe("Farmers markets within 10 miles of 14850");
    expect(entries.map((e) => e.location).join(" ")).toMatch(/USDA Local Food Directories.*cooperative extension/);
  });
});
