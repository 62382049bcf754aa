import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/test-app";
import { ask, assistantMember, currentThreadOf } from "./assistant-test-support";

/** Generation is promised only when the offline composer can do it (docs/decisions/053). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("generation promises", () => {
  it("a dish no catalogue recipe is close to gets a plain no and no generation card", async () => {
    const user = await assistantMember(t, "trial");
    const { reply } = await ask(user.client, await currentThreadOf(user.client), "invent a recipe for a quokka wellington");
    expect(reply!.content).toMatch(/^I can't create a recipe for /);
    expect(reply!.content).not.toMatch(/I'm creating/);
    expect(reply!.cards.some((c) => c.kind === "generation")).toBe(false);
  });
});
