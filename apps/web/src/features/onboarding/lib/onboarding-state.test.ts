import { describe, expect, it } from "vitest";
import { captureMessage, EMPTY_CAPTURE } from "@sierra/shared";
import { INITIAL_STATE, loadState, reachable, retryCheckout, saveState, STORAGE_KEY, type OnboardingState } from "./onboarding-state";

const memory = () => {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
};
const registered: OnboardingState = { ...INITIAL_STATE, step: "chat", registration: { firstName: "Ada", lastName: "Lo", email: "ada@example.com" } };

describe("onboarding state in browser storage", () => {
  it("keeps the step, the conversation and what was heard across a reload", () => {
    const storage = memory();
    const state: OnboardingState = {
      ...registered,
      messages: [{ role: "user", content: "4 people", timestamp: "t" }],
      capture: captureMessage(EMPTY_CAPTURE, "4 people"),
    };
    saveState(storage, state);
    expect(loadState(storage)).toEqual(state);
  });
  it.each([
    ["nothing stored", null],
    ["broken JSON", "{oops"],
    ["an unknown step", JSON.stringify({ ...INITIAL_STATE, step: "billing" })],
  ])("starts over on %s", (_label, raw) => {
    const storage = memory();
    if (raw !== null) storage.setItem(STORAGE_KEY, raw);
    expect(loadState(storage)).toEqual(INITIAL_STATE);
  });
  it("never opens a step whose earlier step is unfinished", () => {
    const storage = memory();
    saveState(storage, { ...registered, step: "plan" });
    expect(loadState(storage).step).toBe("chat");
    expect(reachable({ ...registered, chatComplete: true }, "plan")).toBe(true);
    expect(reachable({ ...registered, step: "welcome" }, "chat")).toBe(false);
  });
  it("Try Again reopens the plan step with what was heard and forgets the old checkout", () => {
    const done: OnboardingState = { ...registered, chatComplete: true, step: "complete", checkout: { sessionId: "cs_1", url: "/x" } };
    const retried = retryCheckout(done);
    expect(retried).toMatchObject({ step: "plan", checkout: null, chatComplete: true, registration: registered.registration });
    expect(retried && reachable(retried, "plan")).toBe(true);
    expect(retryCheckout({ ...registered, step: "complete" })).toBeNull();
  });
});
