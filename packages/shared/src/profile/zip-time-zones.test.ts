import { describe, expect, it } from "vitest";
import { detectTimeZoneFromZipcode } from "./zip-detection";
import { zipcodeState } from "./zip-states";
import { zipcodeTimeZone } from "./zip-time-zones";

describe("zipcode to IANA zone (offline table)", () => {
  it.each([
    ["10001", "NY", "America/New_York"],
    ["02108", "MA", "America/New_York"],
    ["20500", "DC", "America/New_York"],
    ["30303", "GA", "America/New_York"],
    ["32301", "FL", "America/New_York"], // Tallahassee
    ["32501", "FL", "America/Chicago"], // Pensacola, west of the Apalachicola
    ["37201", "TN", "America/Chicago"], // Nashville
    ["37902", "TN", "America/New_York"], // Knoxville
    ["40202", "KY", "America/New_York"], // Louisville
    ["42101", "KY", "America/Chicago"], // Bowling Green
    ["46204", "IN", "America/Indiana/Indianapolis"],
    ["46402", "IN", "America/Chicago"], // Gary
    ["47708", "IN", "America/Chicago"], // Evansville
    ["47586", "IN", "America/Indiana/Tell_City"],
    ["48226", "MI", "America/Detroit"],
    ["49855", "MI", "America/Detroit"], // Marquette
    ["49801", "MI", "America/Menominee"], // Iron Mountain
    ["60601", "IL", "America/Chicago"],
    ["57104", "SD", "America/Chicago"], // Sioux Falls
    ["57701", "SD", "America/Denver"], // Rapid City
    ["58601", "ND", "America/Denver"], // Dickinson
    ["69361", "NE", "America/Denver"], // Scottsbluff
    ["67735", "KS", "America/Denver"], // Goodland
    ["75201", "TX", "America/Chicago"],
    ["79901", "TX", "America/Denver"], // El Paso
    ["80202", "CO", "America/Denver"],
    ["83702", "ID", "America/Boise"],
    ["83814", "ID", "America/Los_Angeles"], // Coeur d'Alene
    ["85004", "AZ", "America/Phoenix"],
    ["86515", "AZ", "America/Denver"], // Window Rock, Navajo Nation
    ["87102", "NM", "America/Denver"],
    ["89101", "NV", "America/Los_Angeles"],
    ["89883", "NV", "America/Denver"], // West Wendover
    ["90210", "CA", "America/Los_Angeles"],
    ["97201", "OR", "America/Los_Angeles"],
    ["97914", "OR", "America/Boise"], // Ontario, Malheur County
    ["98101", "WA", "America/Los_Angeles"],
    ["99501", "AK", "America/Anchorage"],
    ["99546", "AK", "America/Adak"],
    ["96813", "HI", "Pacific/Honolulu"],
    ["00901", "PR", "America/Puerto_Rico"],
    ["00802", "VI", "America/St_Thomas"],
    ["96910", "GU", "Pacific/Guam"],
    ["96799", "AS", "Pacific/Pago_Pago"],
  ])("%s is in %s, %s", (zip, state, zone) => {
    expect(zipcodeState(zip)).toBe(state);
    expect(zipcodeTimeZone(zip)).toBe(zone);
  });

  it.each([
    ["", "empty"],
    ["1", "partial"],
    ["9021", "partial"],
    ["902101", "too long"],
    ["9021a", "not digits"],
    ["abcde", "letters"],
    [" 9021", "padded partial"],
    ["00000", "unassigned prefix 000"],
    ["09012", "military (AE)"],
    ["34002", "military (AA)"],
    ["96201", "military (AP)"],
    ["21301", "unassigned prefix 213"],
    ["89901", "unassigned prefix 899"],
  ])("%j (%s) has no zone", (zip) => {
    expect(zipcodeTimeZone(zip)).toBeNull();
    expect(detectTimeZoneFromZipcode(zip)).toEqual({ status: "unknown" });
  });
});

describe("zipcode to one of the 15 options", () => {
  it.each([
    ["10001", "America/New_York", null],
    ["48226", "America/New_York", null], // Detroit keeps Eastern time all year
    ["46204", "America/New_York", null],
    ["49801", "America/Chicago", null],
    ["83702", "America/Denver", null], // Boise keeps Mountain time
    ["90210", "America/Los_Angeles", null],
    ["99501", "America/Anchorage", null],
    ["96813", "Pacific/Honolulu", null],
  ])("%s -> %s", (zip, option, note) => {
    expect(detectTimeZoneFromZipcode(zip)).toMatchObject({ status: "found", option, note });
  });

  it("maps Arizona to Mountain and says its clock matches Pacific in summer", () => {
    const result = detectTimeZoneFromZipcode("85004");
    expect(result).toMatchObject({ status: "found", zone: "America/Phoenix", option: "America/Denver" });
    expect(result.status === "found" && result.note).toMatch(/does not observe daylight saving time.*Pacific/);
  });

  it.each([
    ["00901", "America/New_York"],
    ["99546", "Pacific/Honolulu"],
  ])("maps %s to the closest option %s with a note", (zip, option) => {
    const result = detectTimeZoneFromZipcode(zip);
    expect(result).toMatchObject({ status: "found", option });
    expect(result.status === "found" && result.note).toBeTruthy();
  });

  it.each(["96910", "96799"])("reports %s as a known zone without an option", (zip) => {
    expect(detectTimeZoneFromZipcode(zip).status).toBe("no-option");
  });
});
