import { parseRequest } from "@sierra/shared";
import { CORPUS } from "../../../packages/shared/src/assistant/request/corpus";
import { scoreCorpus as scoreBothParts, type Failure } from "../../../packages/shared/src/assistant/request/corpus/score-corpus";

/**
 * Scores the parser on the evaluation corpus (packages/shared/src/assistant/request/corpus/) with
 * the corpus's own scorer (README.md beside request.ts, "Evaluation corpus"): every message once,
 * each dialogue turn against the state its earlier turns left. Only counts leave for the test part.
 */
export interface PartScore {
  correct: number;
  total: number;
  /** percent, one decimal */
  accuracy: number;
}

export async function scoreCorpus(onDevFailure?: (f: Failure) => void): Promise<{ dev: PartScore; test: PartScore }> {
  const { dev, test } = scoreBothParts(parseRequest, CORPUS);
  dev.failures.forEach((f) => onDevFailure?.(f));
  const figure = (t: { correct: number; total: number }) => ({ ...t, accuracy: t.total ? Math.round((t.correct / t.total) * 1000) / 10 : 0 });
  return { dev: figure(dev.requests), test: figure(test.requests) };
}
