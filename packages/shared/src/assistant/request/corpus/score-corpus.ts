import type { RequestAction, RequestContext, SierraRequest } from "../request";
import { caseContext, dialogueContexts } from "./corpus-case";
import type { CorpusPart } from "./index";
import { type ScoredField, requestMismatches } from "./compare-request";

export type ParseRequest = (message: string, context: RequestContext) => SierraRequest;

export interface Tally {
  total: number;
  correct: number;
  /** correct / total, 0-1 */
  accuracy: number;
}

export interface PartScore {
  /** single messages and dialogue turns together: every request read */
  requests: Tally;
  cases: Tally;
  turns: Tally;
  /** dialogues with every turn right */
  dialogues: Tally;
  /** by the expected action */
  perAction: Partial<Record<RequestAction, Tally>>;
  /** by the field that was wrong (a request can be wrong in several) */
  perField: Partial<Record<ScoredField, number>>;
}

export interface Failure {
  id: string;
  /** 1-based turn of a dialogue */
  turn?: number;
  message: string;
  context: RequestContext;
  expected: SierraRequest;
  actual: SierraRequest | { error: string };
  fields: (ScoredField | "error")[];
}

export interface CorpusScore {
  dev: PartScore & { failures: Failure[] };
  /** counts only: the test part's messages never leave the scorer */
  test: PartScore;
}

/** Reads every message of both parts with `parse` and scores it (README.md, "Evaluation corpus"). */
export function scoreCorpus(parse: ParseRequest, corpus: { dev: CorpusPart; test: CorpusPart }): CorpusScore {
  const dev = scorePart(parse, corpus.dev);
  const { failures: _hidden, ...test } = scorePart(parse, corpus.test);
  return { dev, test };
}

function scorePart(parse: ParseRequest, part: CorpusPart): PartScore & { failures: Failure[] } {
  const failures: Failure[] = [];
  const perAction: Partial<Record<RequestAction, Tally>> = {};
  const perField: Partial<Record<ScoredField, number>> = {};
  const read = (id: string, message: string, context: RequestContext, expected: SierraRequest, turn?: number): boolean => {
    const failure = check(parse, message, context, expected);
    const tally = (perAction[expected.action] ??= { total: 0, correct: 0, accuracy: 0 });
    tally.total++;
    if (!failure) tally.correct++;
    else {
      for (const field of failure.fields) if (field !== "error") perField[field] = (perField[field] ?? 0) + 1;
      failures.push({ id, ...(turn ? { turn } : {}), message, context, expected, ...failure });
    }
    return !failure;
  };

  const casesRight = part.cases.filter((c) => read(c.id, c.message, caseContext(c), c.expected)).length;
  let turnsRight = 0;
  let turnsTotal = 0;
  let dialoguesRight = 0;
  for (const dialogue of part.dialogues) {
    const contexts = dialogueContexts(dialogue);
    let allRight = true;
    dialogue.turns.forEach((turn, i) => {
      turnsTotal++;
      if (read(dialogue.id, turn.message, contexts[i]!, turn.expected, i + 1)) turnsRight++;
      else allRight = false;
    });
    if (allRight) dialoguesRight++;
  }
  for (const tally of Object.values(perAction)) tally.accuracy = tally.correct / tally.total;
  return {
    requests: tallyOf(casesRight + turnsRight, part.cases.length + turnsTotal),
    cases: tallyOf(casesRight, part.cases.length),
    turns: tallyOf(turnsRight, turnsTotal),
    dialogues: tallyOf(dialoguesRight, part.dialogues.length),
    perAction,
    perField,
    failures,
  };
}

function check(parse: ParseRequest, message: string, context: RequestContext, expected: SierraRequest): Pick<Failure, "actual" | "fields"> | undefined {
  let actual: SierraRequest;
  try {
    actual = parse(message, context);
  } catch (error) {
    return { actual: { error: String(error) }, fields: ["error"] };
  }
  const fields = requestMismatches(expected, actual);
  return fields.length === 0 ? undefined : { actual, fields };
}

const tallyOf = (correct: number, total: number): Tally => ({ total, correct, accuracy: total === 0 ? 0 : correct / total });
