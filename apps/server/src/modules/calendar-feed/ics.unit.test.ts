import { describe, expect, it } from "vitest";
import { buildCalendar, escapeText } from "./ics";

describe("escapeText (RFC 5545 TEXT)", () => {
  it.each([
    ["plain", "Pasta night", "Pasta night"],
    ["specials", "a\\b;c,d", "a\\\\b\\;c\\,d"],
    ["CRLF", "one\r\ntwo", "one\\ntwo"],
    ["bare LF", "one\ntwo", "one\\ntwo"],
    ["bare CR", "one\rtwo", "one\\ntwo"],
    ["line separator", "one\u2028two", "one\\ntwo"],
    ["NUL, bell, escape, DEL dropped", "a\u0000b\u0007c\u001bd\u007fe", "abcde"],
    ["tab kept", "a\tb", "a\tb"],
  ])("%s", (_name, input, expected) => {
    expect(escapeText(input)).toBe(expected);
  });
});

describe("a title cannot add lines to the feed", () => {
  it("a bare CR with feed lines after it stays inside SUMMARY", () => {
    const title = "Soup\rEND:VEVENT\rBEGIN:VEVENT\rSUMMARY:Injected\r\nATTACH:http://evil.example";
    const ics = buildCalendar(
      [{ id: "m1", date: "2026-05-04", mealType: "dinner", title, recipeTitle: null, recipeId: null, updatedAt: new Date("2026-05-01T00:00:00Z") }],
      { appUrl: "http://localhost:3000", timeZone: "America/New_York", name: "Meals" },
    );
    // Every physical line ends CRLF; a line split on any CR or LF alone finds no injected property.
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const lines = ics.split(/\r\n|\r|\n/);
    expect(lines.filter((l) => l === "BEGIN:VEVENT")).toHaveLength(1);
    expect(lines.some((l) => l.startsWith("ATTACH:") || l.startsWith("SUMMARY:Injected"))).toBe(false);
  });
});
