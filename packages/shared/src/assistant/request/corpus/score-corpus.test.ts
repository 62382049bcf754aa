import { describe, expect, it } from "vitest";
import type { SierraRequest } from "../request";
import { requestMismatches } from "./compare-request";
import { cases, dialogues, dinners, only, plan, proposal, read, turn } from "./corpus-case";
import { NEXT_WEEK, SAT, SUN, WEEKEND, range } from "./corpus-dates";
import { scoreCorpus } from "./score-corpus";

/** The scorer on a small corpus of its own (the real corpus is only ever scored by the bench). */
const small = {
  dev: {
    cases: cases("s-dev", [
      ["plan next week", plan(NEXT_WEEK)],
      ["hi", only("greeting")],
    ]),
    dialogues: dialogues("s-dev-dlg", [
      {
        turns: [
          turn(
            "plan the weekend",
            plan(WEEKEND),
            proposal(
              dinners([
                [SAT, "Pie"],
                [SUN, "Roast"],
              ]),
            ),
          ),
          turn("yes", only("confirm")),
        ],
      },
    ]),
  },
  test: { cases: cases("s-test", [["what's on this weekend", read(WEEKEND)]]), dialogues: [] },
};
const answers = new Map<string, SierraRequest>([
  ...[...small.dev.cases, ...small.test.cases].map((c) => [c.message, c.expected] as const),
  ...small.dev.dialogues.flatMap((d) => d.turns.map((t) => [t.message, t.expected] as const)),
]);

describe("scoreCorpus", () => {
  it("scores a reader that gets everything right at 100 % in both parts", () => {
    const score = scoreCorpus((message) => answers.get(message)!, small);
    expect(score.dev.requests).toEqual({ total: 4, correct: 4, accuracy: 1 });
    expect(score.dev.dialogues).toEqual({ total: 1, correct: 1, accuracy: 1 });
    expect(score.test.requests).toEqual({ total: 1, correct: 1, accuracy: 1 });
    expect(score.dev.failures).toEqual([]);
  });

  it("lists the development part's failures and gives only counts for the test part", () => {
    const score = scoreCorpus(() => only("greeting"), small);
    expect(score.dev.requests.correct).toBe(1);
    expect(score.dev.failures.map((f) => [f.id, f.turn, f.fields])).toEqual([
      ["s-dev-001", undefined, ["action", "days", "mealTypes"]],
      ["s-dev-dlg-01", 1, ["action", "days", "mealTypes"]],
      ["s-dev-dlg-01", 2, ["action"]],
    ]);
    expect(score.dev.perAction.plan_meals).toEqual({ total: 2, correct: 0, accuracy: 0 });
    expect(score.test.requests).toEqual({ total: 1, correct: 0, accuracy: 0 });
    expect(score.test.perAction.read_plan).toEqual({ total: 1, correct: 0, accuracy: 0 });
    expect(JSON.stringify(score.test)).not.toContain("weekend");
  });

  it("reads the second turn of a dialogue against what the first showed", () => {
    const seen: (string | undefined)[] = [];
    scoreCorpus((message, context) => {
      seen.push(context.state?.shown?.items.map((i) => i.title).join("+"));
      return answers.get(message)!;
    }, small);
    expect(seen).toEqual([undefined, undefined, undefined, "Pie+Roast", undefined]);
  });

  it("counts a parser that throws as wrong, not as a crash of the scorer", () => {
    const score = scoreCorpus(() => {
      throw new Error("boom");
    }, small);
    expect(score.dev.failures[0]!.fields).toEqual(["error"]);
  });
});

describe("requestMismatches", () => {
  it("compares days by the dates they stand for", () => {
    expect(requestMismatches(read(WEEKEND), read(range(SAT, SUN)))).toEqual([]);
    expect(requestMismatches(read(WEEKEND), read(range("2026-11-30", SUN, { weekdays: [0, 6] })))).toEqual([]);
    expect(requestMismatches(plan({ ...NEXT_WEEK, count: 3 }), plan(NEXT_WEEK))).toEqual(["days"]);
  });

  it("compares lists as sets and takes a false flag or an empty list as nothing said", () => {
    const expected = plan(NEXT_WEEK, { avoidFoods: ["pork", "nut"] }, ["lunch", "dinner"]);
    expect(requestMismatches(expected, plan(NEXT_WEEK, { avoidFoods: ["nut", "pork"], cheap: false, cuisines: [] }, ["dinner", "lunch"]))).toEqual([]);
    expect(requestMismatches(expected, plan(NEXT_WEEK, { avoidFoods: ["nuts", "pork"] }, ["lunch", "dinner"]))).toEqual(["constraints"]);
  });

  it("never scores unhandled", () => {
    expect(requestMismatches(only("greeting"), { action: "greeting", unhandled: ["the poem"] })).toEqual([]);
  });
});
