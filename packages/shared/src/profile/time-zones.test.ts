import { describe, expect, it } from "vitest";
import { TIME_ZONE_OPTIONS, timeZoneLabel } from "./time-zones";
import { browserZoneToOption, zoneToOption } from "./zone-options";

describe("time zone options (spec section 9)", () => {
  it("offers exactly the 15 labels, each with a real IANA zone", () => {
    expect(TIME_ZONE_OPTIONS.map((o) => o.label)).toEqual([
      "Eastern",
      "Central",
      "Mountain",
      "Pacific",
      "Alaska",
      "Hawaii",
      "London",
      "Paris",
      "Berlin",
      "Tokyo",
      "Shanghai",
      "India (Kolkata)",
      "Sydney",
      "Toronto",
      "Vancouver",
    ]);
    for (const { id } of TIME_ZONE_OPTIONS) expect(() => new Intl.DateTimeFormat("en-US", { timeZone: id })).not.toThrow();
    expect(timeZoneLabel("Asia/Kolkata")).toBe("India (Kolkata)");
  });

  it.each([
    ["Europe/Paris", "Europe/Paris"],
    ["Europe/Madrid", "Europe/Paris"],
    ["Europe/Dublin", "Europe/London"],
    ["Asia/Calcutta", "Asia/Kolkata"],
    ["Australia/Melbourne", "Australia/Sydney"],
    ["America/Detroit", "America/New_York"],
    ["America/Phoenix", "America/Denver"],
    ["Asia/Singapore", "Asia/Shanghai"],
    ["UTC", "America/New_York"],
    ["Not/AZone", "America/New_York"],
    [null, "America/New_York"],
  ])("a browser in %s saves %s", (browser, saved) => {
    expect(browserZoneToOption(browser)).toBe(saved);
  });

  it("has no option for Guam", () => {
    expect(zoneToOption("Pacific/Guam")).toBeNull();
  });
});
