import { afterEach, describe, expect, it, vi } from "vitest";
import { adjacentDate, clampDate, shiftDate } from "./navigation";
import { parsePlanParams } from "./plan-params";
import { createRefreshScheduler } from "./refresh-scheduler";
import { periodLabel, localDateToIso, isoToLocalDate, slotLabel } from "./format";

const bounds = { min: "2026-05-21", max: "2026-12-21" };

describe("period navigation", () => {
  it("moves a day, a week or a month", () => {
    expect(shiftDate("daily", "2026-11-30", 1)).toBe("2026-12-01");
    expect(shiftDate("weekly", "2026-11-21", -1)).toBe("2026-11-14");
    expect(shiftDate("monthly", "2026-01-31", 1)).toBe("2026-02-28");
  });
  it("stays within the selectable dates and disables periods without any", () => {
    expect(adjacentDate("monthly", "2026-11-21", 1, bounds)).toBe("2026-12-21");
    expect(adjacentDate("monthly", "2026-12-21", 1, bounds)).toBeNull();
    expect(adjacentDate("weekly", "2026-12-21", 1, bounds)).toBeNull();
    expect(adjacentDate("weekly", "2026-12-17", 1, bounds)).toBe("2026-12-21"); // week of Dec 21 starts on that Monday
    expect(adjacentDate("monthly", "2026-06-10", -1, bounds)).toBe("2026-05-21");
    expect(adjacentDate("monthly", "2026-05-21", -1, bounds)).toBeNull();
    expect(adjacentDate("daily", "2026-05-21", -1, bounds)).toBeNull();
    expect(clampDate("2027-01-01", bounds)).toBe("2026-12-21");
  });
});

describe("page URL", () => {
  it("defaults to the weekly view of today and keeps dates selectable", () => {
    expect(parsePlanParams(new URLSearchParams(""), "2026-11-21", bounds)).toEqual({ view: "weekly", date: "2026-11-21" });
    expect(parsePlanParams(new URLSearchParams("view=monthly&date=2026-12-05"), "2026-11-21", bounds)).toEqual({ view: "monthly", date: "2026-12-05" });
    expect(parsePlanParams(new URLSearchParams("view=yearly&date=2030-01-01"), "2026-11-21", bounds)).toEqual({ view: "weekly", date: "2026-12-21" });
    expect(parsePlanParams(new URLSearchParams("date=2026-13-45"), "2026-11-21", bounds).date).toBe("2026-11-21");
  });
});

describe("labels", () => {
  it("names the period and the slot", () => {
    expect(periodLabel("daily", "2026-11-23")).toBe("Monday, November 23, 2026");
    expect(periodLabel("weekly", "2026-11-25")).toBe("Nov 23 – 29, 2026");
    expect(periodLabel("weekly", "2026-12-30")).toBe("Dec 28, 2026 – Jan 3, 2027");
    expect(periodLabel("monthly", "2026-02-10")).toBe("February 2026");
    expect(slotLabel("breakfast", "2026-11-23")).toBe("Breakfast on Monday, November 23, 2026");
  });
  it("round-trips dates through the picker's local dates", () => {
    expect(localDateToIso(isoToLocalDate("2026-03-29"))).toBe("2026-03-29");
  });
});

describe("refresh scheduler", () => {
  afterEach(() => vi.useRealTimers());
  it("refreshes at most once per second, after the first change", () => {
    vi.useFakeTimers();
    const refresh = vi.fn();
    const scheduler = createRefreshScheduler(refresh);
    scheduler.request();
    vi.advanceTimersByTime(400);
    scheduler.request();
    scheduler.request();
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(600);
    expect(refresh).toHaveBeenCalledTimes(1);
    scheduler.request();
    vi.advanceTimersByTime(999);
    expect(refresh).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(2);
  });
  it("flushes a pending refresh", () => {
    vi.useFakeTimers();
    const refresh = vi.fn();
    const scheduler = createRefreshScheduler(refresh);
    scheduler.flush();
    expect(refresh).not.toHaveBeenCalled();
    scheduler.request();
    scheduler.flush();
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(scheduler.pending()).toBe(false);
  });
});
