import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ASSISTANT_REFRESH_DELAY_MS } from "@sierra/shared";
import { createTrailingTimer } from "./trailing-timer";

describe("createTrailingTimer (the assistant's 2-second plan refresh)", () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it("runs 2 seconds after the message, not before", () => {
    const timer = createTrailingTimer(ASSISTANT_REFRESH_DELAY_MS);
    const refresh = vi.fn();
    timer.schedule(refresh);
    vi.advanceTimersByTime(1_999);
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(timer.pending()).toBe(false);
  });

  it("a second message inside the 2 seconds moves the refresh: one refresh, 2 seconds after the last", () => {
    const timer = createTrailingTimer(ASSISTANT_REFRESH_DELAY_MS);
    const refresh = vi.fn();
    timer.schedule(refresh);
    vi.advanceTimersByTime(1_500);
    timer.schedule(refresh);
    vi.advanceTimersByTime(1_999);
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
