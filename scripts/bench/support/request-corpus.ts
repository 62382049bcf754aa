import { readdirSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseRequest, requestDifferences } from "@sierra/shared";
import { caseContext, dialogueContexts, type CorpusCase, type DialogueCase } from "../../../packages/shared/src/assistant/request/corpus/corpus-case";

/**
 * Scores the parser on the evaluation corpus (packages/shared/src/assistant/request/corpus/).
 * Every message counts once, each dialogue turn read against the state its earlier turns left.
 * For the test part only counts leave this module: nobody tuning the parser sees its messages.
 */
const DIR = new URL("../../../packages/shared/src/assistant/request/corpus/", import.meta.url);

export interface PartScore {
  correct: number;
  total: number;
  accuracy: number;
}
export interface DevFailure {
  id: string;
  message: string;
  fields: string[];
  expected: unknown;
  actual: unknown;
}

async function load(part: "dev" | "test"): Promise<(CorpusCase | DialogueCase)[]> {
  const files = readdirSync(fileURLToPath(DIR)).filter((f) => f.startsWith(`${part}-`) && f.endsWith(".ts") && !f.endsWith(".test.ts"));
  const out: (CorpusCase | DialogueCase)[] = [];
  for (const file of files) {
    const module = (await import(pathToFileURL(fileURLToPath(new URL(file, DIR))).href)) as Record<string, unknown>;
    for (const value of Object.values(module)) if (Array.isArray(value)) out.push(...(value as (CorpusCase | DialogueCase)[]));
  }
  return out;
}

function score(items: (CorpusCase | DialogueCase)[], onFailure?: (f: DevFailure) => void): PartScore {
  let correct = 0;
  let total = 0;
  for (const item of items) {
    const turns =
      "turns" in item
        ? item.turns.map((t, i) => ({ id: `${item.id}#${i + 1}`, message: t.message, expected: t.expected, context: dialogueContexts(item)[i]! }))
        : [{ id: item.id, message: item.message, expected: item.expected, context: caseContext(item) }];
    for (const turn of turns) {
      total += 1;
      const actual = parseRequest(turn.message, turn.context);
      const fields = requestDifferences(turn.expected, actual);
      if (fields.length === 0) correct += 1;
      else onFailure?.({ id: turn.id, message: turn.message, fields, expected: turn.expected, actual });
    }
  }
  return { correct, total, accuracy: total ? Math.round((correct / total) * 1000) / 10 : 0 };
}

export async function scoreCorpus(onDevFailure?: (f: DevFailure) => void): Promise<{ dev: PartScore; test: PartScore }> {
  return { dev: score(await load("dev"), onDevFailure), test: score(await load("test")) };
}
