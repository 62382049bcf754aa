import type { CorpusCase, DialogueCase } from "./corpus-case";
import { DEV_CALENDAR } from "./dev-calendar";
import { DEV_DATES } from "./dev-dates";
import { DEV_DIALOGUES } from "./dev-dialogues";
import { DEV_EXTRA } from "./dev-extra";
import { DEV_FRESH, DEV_FRESH_DIALOGUES } from "./dev-fresh";
import { DEV_FRESH_2, DEV_FRESH_2_DIALOGUES } from "./dev-fresh-2";
import { DEV_FRESH_3, DEV_FRESH_3_DIALOGUES } from "./dev-fresh-3";
import { DEV_FRESH_4, DEV_FRESH_4_DIALOGUES } from "./dev-fresh-4";
import { DEV_FRESH_5, DEV_FRESH_5_DIALOGUES } from "./dev-fresh-5";
import { DEV_OTHER } from "./dev-other";
import { DEV_PLAN } from "./dev-plan";
import { DEV_RECIPES } from "./dev-recipes";
import { TEST_CALENDAR } from "./test-calendar";
import { TEST_DATES } from "./test-dates";
import { TEST_DIALOGUES } from "./test-dialogues";
import { TEST_EXTRA } from "./test-extra";
import { TEST_OTHER } from "./test-other";
import { TEST_PLAN } from "./test-plan";
import { TEST_RECIPES } from "./test-recipes";

export interface CorpusPart {
  cases: CorpusCase[];
  dialogues: DialogueCase[];
}

/**
 * The two parts (README.md, "Evaluation corpus"). Kept out of the package's index on purpose:
 * only the scorer, its bench and the validity test import this file.
 */
export const CORPUS: { dev: CorpusPart; test: CorpusPart } = {
  dev: {
    cases: [
      ...DEV_PLAN,
      ...DEV_CALENDAR,
      ...DEV_RECIPES,
      ...DEV_OTHER,
      ...DEV_EXTRA,
      ...DEV_DATES,
      ...DEV_FRESH,
      ...DEV_FRESH_2,
      ...DEV_FRESH_3,
      ...DEV_FRESH_4,
      ...DEV_FRESH_5,
    ],
    dialogues: [
      ...DEV_DIALOGUES,
      ...DEV_FRESH_DIALOGUES,
      ...DEV_FRESH_2_DIALOGUES,
      ...DEV_FRESH_3_DIALOGUES,
      ...DEV_FRESH_4_DIALOGUES,
      ...DEV_FRESH_5_DIALOGUES,
    ],
  },
  test: { cases: [...TEST_PLAN, ...TEST_CALENDAR, ...TEST_RECIPES, ...TEST_OTHER, ...TEST_EXTRA, ...TEST_DATES], dialogues: TEST_DIALOGUES },
};
