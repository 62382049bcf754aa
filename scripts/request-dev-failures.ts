// Development only: prints the parser's failures on the corpus's dev-* part (never the test part,
// whose messages nobody building the parser may read), then both parts' counts.
// Usage: npx tsx scripts/request-dev-failures.ts [id-prefix]
import { scoreCorpus } from "./bench/support/request-corpus";

const prefix = process.argv[2] ?? "";
const { dev, test } = await scoreCorpus((f) => {
  if (!f.id.startsWith(prefix)) return;
  console.log(`${f.id}${f.turn ? `#${f.turn}` : ""} ${JSON.stringify(f.message)} [${f.fields.join(", ")}]`);
  console.log(`   expected ${JSON.stringify(f.expected)}`);
  console.log(`   actual   ${JSON.stringify(f.actual)}`);
});
console.log(`dev ${dev.correct}/${dev.total} (${dev.accuracy} %), test ${test.correct}/${test.total} (${test.accuracy} %)`);
