// `npm run size`: fails when the built web app exceeds its byte budgets (run after `npm run build`).
import { fileURLToPath } from "node:url";
import { measureBundle } from "./bundle-size.mjs";

const result = measureBundle(fileURLToPath(new URL("../../apps/web/dist", import.meta.url)));
console.log(`Landing page first load: ${result.landingFirstLoadKb} KB gzip (budget ${result.targets.landingFirstLoadKb} KB)`);
console.log(`App shell first load (every other page): ${result.appShellFirstLoadKb} KB gzip (budget ${result.targets.appShellFirstLoadKb} KB)`);
for (const route of result.routes) console.log(`  ${route.kb > result.targets.routeChunkKb ? "OVER" : "ok  "} ${route.kb} KB  ${route.chunk}`);
if (!result.pass) {
  console.error(
    `Bundle budget exceeded: landing ${result.landingFirstLoadKb} KB; app shell ${result.appShellFirstLoadKb} KB; routes over ${result.targets.routeChunkKb} KB: ${result.overBudget.map((r) => r.chunk).join(", ") || "none"}`,
  );
  process.exit(1);
}
