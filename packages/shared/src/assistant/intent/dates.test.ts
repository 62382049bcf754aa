import { describe, expect, it } from "vitest";
import { resolveDates, type DateOptions } from "./dates";
import { normalizeMessage } from "./normalize";

const PLAN: DateOptions = { purpose: "plan", past: false };
const READ: DateOptions = { purpose: "read", past: false };
const PAST: DateOptions = { purpose: "read", past: true };
const range = (text: string, today: string, options = PLAN, selectedDate?: string) => resolveDates(normalizeMessage(text), { today, selectedDate }, options);
const at = (start: string, end = start) => ({ start, end });

// 2026-11-18 is a Wednesday, 2026-11-21 a Saturday, 2026-11-22 a Sunday, 2026-12-30 a Wednesday.
describe("single days", () => {
  it.each([
    ["today", "2026-11-18", PLAN, at("2026-11-18")],
    ["tomorrow", "2026-12-31", PLAN, at("2027-01-01")],
    ["the day after tomorrow", "2026-11-18", PLAN, at("2026-11-20")],
    ["the day before yesterday", "2026-11-18", PAST, at("2026-11-16")],
    ["in 3 days", "2026-11-18", PLAN, at("2026-11-21")],
    ["friday", "2026-11-20", PLAN, at("2026-11-20")],
    ["this friday", "2026-11-21", PLAN, at("2026-11-27")],
    ["next friday", "2026-11-18", PLAN, at("2026-11-27")],
    ["next friday", "2026-11-21", PLAN, at("2026-11-27")],
    ["next monday", "2026-11-22", PLAN, at("2026-11-23")],
    ["friday next week", "2026-11-18", PLAN, at("2026-11-27")],
    ["monday this week", "2026-11-18", READ, at("2026-11-16")],
    ["last friday", "2026-11-21", PAST, at("2026-11-20")],
    ["last friday", "2026-11-20", PAST, at("2026-11-13")],
    ["friday last week", "2026-11-18", PAST, at("2026-11-13")],
    ["wednesday", "2026-11-18", PAST, at("2026-11-18")],
    ["on the 31st", "2026-11-18", PLAN, at("2026-12-31")],
    ["on the 31st", "2026-11-18", PAST, at("2026-10-31")],
    ["the 18th", "2026-11-18", PLAN, at("2026-11-18")],
    ["Dec 28", "2027-01-03", PAST, at("2026-12-28")],
    ["Dec 28", "2027-01-03", PLAN, at("2026-12-28")],
    ["January 2nd", "2026-12-30", PLAN, at("2027-01-02")],
    ["3 March", "2026-11-18", PLAN, at("2027-03-03")],
    ["Feb 30", "2026-11-18", PLAN, undefined],
    ["2026-12-05", "2026-11-18", PLAN, at("2026-12-05")],
    ["this day", "2026-11-18", PLAN, at("2026-11-25")],
  ] as const)("%s (today %s)", (text, today, options, expected) => {
    expect(range(text, today, options, text === "this day" ? "2026-11-25" : undefined)).toEqual(expected);
  });
});

describe("ranges", () => {
  it.each([
    ["this week", "2026-11-18", PLAN, at("2026-11-18", "2026-11-22")],
    ["this week", "2026-11-18", READ, at("2026-11-16", "2026-11-22")],
    ["this week", "2026-11-22", PLAN, at("2026-11-22")],
    ["the rest of this week", "2026-11-22", READ, at("2026-11-22")],
    ["next week", "2026-11-22", PLAN, at("2026-11-23", "2026-11-29")],
    ["last week", "2026-11-23", READ, at("2026-11-16", "2026-11-22")],
    ["the week after next", "2026-11-18", PLAN, at("2026-11-30", "2026-12-06")],
    ["this weekend", "2026-11-22", PLAN, at("2026-11-22")],
    ["this weekend", "2026-11-22", READ, at("2026-11-21", "2026-11-22")],
    ["next weekend", "2026-11-21", PLAN, at("2026-11-28", "2026-11-29")],
    ["last weekend", "2026-11-18", READ, at("2026-11-14", "2026-11-15")],
    ["the next 3 days", "2026-12-30", PLAN, at("2026-12-30", "2027-01-01")],
    ["the next few days", "2026-11-18", PLAN, at("2026-11-18", "2026-11-20")],
    ["the next two weeks", "2026-11-18", PLAN, at("2026-11-18", "2026-12-01")],
    ["a week of dinners", "2026-11-18", PLAN, at("2026-11-18", "2026-11-24")],
    ["this month", "2026-11-18", PLAN, at("2026-11-18", "2026-11-30")],
    ["this month", "2026-11-18", READ, at("2026-11-01", "2026-11-30")],
    ["next month", "2026-12-30", PLAN, at("2027-01-01", "2027-01-31")],
    ["from monday to wednesday", "2026-11-18", PLAN, at("2026-11-23", "2026-11-25")],
    ["tomorrow and friday", "2026-11-18", PLAN, at("2026-11-19", "2026-11-20")],
    ["nothing about days", "2026-11-18", PLAN, undefined],
  ] as const)("%s (today %s, %s)", (text, today, options, expected) => {
    expect(range(text, today, options)).toEqual(expected);
  });
});
