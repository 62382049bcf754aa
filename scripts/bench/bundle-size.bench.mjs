// What the browser downloads from the production build, gzip-compressed (issue 14, target 1):
// the landing page's first load <= 110 KB of JS+CSS, each route's own chunk <= 60 KB.
// `npm run size` checks the same figures and fails the build when a budget is exceeded.
import { join } from "node:path";
import { measureBundle } from "../bundle/bundle-size.mjs";

export async function run({ root }) {
  return measureBundle(join(root, "apps/web/dist"));
}
