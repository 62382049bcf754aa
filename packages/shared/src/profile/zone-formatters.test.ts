import { describe, expect, it } from "vitest";
import { formatterPerZone } from "./zone-formatters";

describe("formatterPerZone", () => {
  const hour = formatterPerZone("en-US", { hour: "numeric", hourCycle: "h23" });
  const noon = new Date(Date.UTC(2026, 0, 15, 12));

  it("formats in the zone asked for", () => {
    expect(hour("Asia/Tokyo").format(noon)).toBe("21");
    expect(hour("America/New_York").format(noon)).toBe("07");
  });

  it("keeps one formatter per zone", () => {
    expect(hour("Europe/Paris")).toBe(hour("Europe/Paris"));
    expect(hour("Europe/Paris")).not.toBe(hour("Europe/London"));
  });

  it("still refuses a zone the runtime does not know, every time", () => {
    expect(() => hour("Mars/Olympus_Mons")).toThrow(RangeError);
    expect(() => hour("Mars/Olympus_Mons")).toThrow(RangeError);
  });
});
