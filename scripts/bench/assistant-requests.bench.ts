// How well Sierra reads requests: the parser's accuracy on the evaluation corpus's development part
// (which it was built on) and its test part (never read by anyone building it). Target: test >= 95 %.
import { scoreCorpus } from "./support/request-corpus";

const TARGET_TEST_ACCURACY = 95;
/** The figures before the fresh development batches of 28 Nov 2026 (README.md beside request.ts), to show the change. */
const BEFORE = { measured: "2026-11-28 06:55 UTC", devAccuracy: 92.9, testAccuracy: 79.1 };

export async function run() {
  const { dev, test } = await scoreCorpus();
  return {
    dev,
    test,
    before: BEFORE,
    figures: {
      devAccuracy: { value: dev.accuracy, target: null, pass: true },
      testAccuracy: { value: test.accuracy, target: `>= ${TARGET_TEST_ACCURACY} %`, pass: test.accuracy >= TARGET_TEST_ACCURACY },
    },
    pass: test.accuracy >= TARGET_TEST_ACCURACY,
  };
}
