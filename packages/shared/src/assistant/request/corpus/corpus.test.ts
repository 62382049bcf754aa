import { describe, expect, it } from "vitest";
import { MEAL_TYPES } from "../../../billing/subscription";
import { isIsoDate } from "../../../meal-plans/dates";
import { DIETARY_TAGS } from "../../../recipes/display";
import { CUISINE_KEYS } from "../../intent/cuisines";
import { EQUIPMENT, REQUEST_ACTIONS, type RequestContext, type RequestDays, type SierraRequest } from "../request";
import { caseContext, dialogueContexts } from "./corpus-case";
import { CONSTRAINT_KINDS, coverage, expectedRequests } from "./coverage";
import { CORPUS } from "./index";

/** Well-formedness of the evaluation corpus only: no parser is run here (README.md, "Evaluation corpus"). */

const PARTS = [
  ["dev", CORPUS.dev],
  ["test", CORPUS.test],
] as const;
const FIRST_DAY = "2026-11-01";
const LAST_DAY = "2027-01-31";
/** Actions that carry constraints, and how often each constraint kind must appear with one of them. */
const CONSTRAINED = ["plan_meals", "swap_meal", "search_recipes", "generate_recipe", "cook_from_pantry"] as const;
const MIN_ACTION = 5;
const MIN_KIND = 4;

/** The shared package has no Node or DOM types; vitest runs in Node, whose console shows the table. */
const print = (text: string) => (globalThis as unknown as { console: { log: (t: string) => void } }).console.log(text);
const inRange = (date: string) => isIsoDate(date) && date >= FIRST_DAY && date <= LAST_DAY;
const lowerCase = (words: string[] | undefined) => (words ?? []).every((w) => w === w.toLowerCase() && w.trim() === w && w.length > 0);

function daysProblems(days: RequestDays | undefined): string[] {
  if (!days) return [];
  const problems: string[] = [];
  if (!inRange(days.start) || !inRange(days.end)) problems.push(`days outside ${FIRST_DAY}..${LAST_DAY}`);
  if (days.start > days.end) problems.push("days end before they start");
  if (days.weekdays && !days.weekdays.every((d) => Number.isInteger(d) && d >= 0 && d <= 6)) problems.push("weekday outside 0-6");
  if (days.count !== undefined && !(Number.isInteger(days.count) && days.count >= 1)) problems.push("count not a positive whole number");
  return problems;
}

/** What is wrong with one expected request read in its context (empty when nothing is). */
function problems(expected: SierraRequest, context: RequestContext): string[] {
  const found = [...daysProblems(expected.days)];
  const c = expected.constraints ?? {};
  if (!REQUEST_ACTIONS.includes(expected.action)) found.push(`unknown action ${expected.action}`);
  if (!(expected.mealTypes ?? []).every((m) => MEAL_TYPES.includes(m))) found.push("unknown meal type");
  if (expected.action === "plan_meals" && !expected.mealTypes?.length) found.push("plan_meals without meal types (dinner when none is said)");
  if (!(c.cuisines ?? []).every((k) => (CUISINE_KEYS as readonly string[]).includes(k))) found.push("cuisine not a catalogue key");
  if (!(c.diets ?? []).every((d) => DIETARY_TAGS.includes(d))) found.push("diet not a dietary tag");
  if (!(c.equipment ?? []).every((e) => EQUIPMENT.includes(e))) found.push("unknown equipment");
  if (!lowerCase(c.includeFoods) || !lowerCase(c.avoidFoods) || !lowerCase(expected.leftovers) || (c.dish !== undefined && !lowerCase([c.dish])))
    found.push("foods and dishes are lower case");
  if (c.children !== undefined && (c.servings === undefined || c.children > c.servings)) found.push("children without servings, or more than servings");
  if (c.maxMinutes !== undefined && !(c.maxMinutes > 0 && c.maxMinutes <= 600)) found.push("maxMinutes out of range");
  if (expected.followUp) {
    const shown = context.state?.shown;
    if (!shown || !context.state?.lastRequest) found.push("follow-up with nothing shown before it");
    else {
      if (shown.kind !== expected.followUp.of) found.push(`follow-up of ${expected.followUp.of} after a ${shown.kind}`);
      if (!(expected.followUp.items ?? []).every((i) => Number.isInteger(i) && i >= 1 && i <= shown.items.length)) found.push("follow-up item not shown");
    }
  }
  if (["confirm", "decline"].includes(expected.action) && !context.state?.shown) found.push(`${expected.action} with no proposal before it`);
  if (expected.action === "update_preferences" && !expected.preferenceChanges) found.push("update_preferences without changes");
  if (expected.action === "nutrition" && !expected.nutrition) found.push("nutrition without a question");
  if (!inRange(context.today) || (context.selectedDate !== undefined && !inRange(context.selectedDate))) found.push("context date outside the range");
  return found;
}

describe("request evaluation corpus", () => {
  it("has unique ids across both parts", () => {
    const ids = PARTS.flatMap(([, part]) => [...part.cases.map((c) => c.id), ...part.dialogues.map((d) => d.id)]);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it("keeps each part's messages its own (no message in both parts)", () => {
    const messages = (part: (typeof PARTS)[number][1]) =>
      new Set(
        [...part.cases.map((c) => c.message), ...part.dialogues.flatMap((d) => d.turns.map((t) => t.message))].map((m) =>
          m
            .toLowerCase()
            .replace(/[^a-z0-9]+/g, " ")
            .trim(),
        ),
      );
    const dev = messages(CORPUS.dev);
    const shared = [...messages(CORPUS.test)].filter((m) => dev.has(m) && m.split(" ").length > 2);
    expect(shared).toEqual([]);
  });

  it("has at least 330 messages and 30 dialogues in each part, 600 in all", () => {
    for (const [, part] of PARTS) {
      expect(part.cases.length).toBeGreaterThanOrEqual(330);
      expect(part.dialogues.length).toBeGreaterThanOrEqual(30);
    }
    expect(PARTS.reduce((n, [, part]) => n + part.cases.length + part.dialogues.length, 0)).toBeGreaterThanOrEqual(600);
  });

  it.each(PARTS)("labels every %s message well-formed", (_name, part) => {
    const found = part.cases.flatMap((c) => problems(c.expected, caseContext(c)).map((p) => `${c.id}: ${p}`));
    expect(found).toEqual([]);
  });

  it.each(PARTS)("keeps every %s dialogue to 2-4 turns read against what came before", (_name, part) => {
    const found = part.dialogues.flatMap((d) => {
      const contexts = dialogueContexts(d);
      const turns = d.turns.length >= 2 && d.turns.length <= 4 ? [] : [`${d.id}: ${d.turns.length} turns`];
      return [...turns, ...d.turns.flatMap((t, i) => problems(t.expected, contexts[i]!).map((p) => `${d.id} turn ${i + 1}: ${p}`))];
    });
    expect(found).toEqual([]);
  });

  it("covers every action and every constraint kind in both parts alike", () => {
    const dev = coverage(CORPUS.dev);
    const test = coverage(CORPUS.test);
    const keys = [...new Set([...dev.keys(), ...test.keys()])].sort();
    print(["kind | dev | test", ...keys.map((k) => `${k} | ${dev.get(k) ?? 0} | ${test.get(k) ?? 0}`)].join("\n"));
    const required = [...REQUEST_ACTIONS, ...CONSTRAINT_KINDS];
    for (const counts of [dev, test]) {
      expect(REQUEST_ACTIONS.filter((a) => (counts.get(a) ?? 0) < MIN_ACTION)).toEqual([]);
      expect(CONSTRAINT_KINDS.filter((k) => (counts.get(k) ?? 0) < MIN_KIND)).toEqual([]);
      expect(required.length).toBeGreaterThan(0);
    }
    // every constraint kind with planning and searching, in both parts
    const gaps = CONSTRAINT_KINDS.flatMap((kind) =>
      ["plan_meals", "search_recipes"].flatMap((action) =>
        [dev, test].flatMap((counts, i) => ((counts.get(`${action}/${kind}`) ?? 0) > 0 ? [] : [`${i ? "test" : "dev"} ${action}/${kind}`])),
      ),
    );
    expect(gaps).toEqual([]);
    expect(CONSTRAINED.length).toBe(5);
  });

  it("counts every expected request once", () => {
    for (const [, part] of PARTS) expect(expectedRequests(part).length).toBe(part.cases.length + part.dialogues.reduce((n, d) => n + d.turns.length, 0));
  });
});
