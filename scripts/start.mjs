// `npm start`: build what is stale, then serve API and web app on one port.
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { spawnSync } from "node:child_process";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const at = (...p) => join(root, ...p);

/** Newest modification time below a path (files only). */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newest(join(path, name))), 0);
}

const mtime = (path) => (existsSync(path) ? statSync(path).mtimeMs : 0);
const shared = newest(at("packages/shared/src"));
const webStale =
  mtime(at("apps/web/dist/index.html")) <
  Math.max(
    shared,
    newest(at("apps/web/src")),
    newest(at("apps/web/public")),
    mtime(at("apps/web/index.html")),
    mtime(at("apps/web/vite.config.ts")),
    mtime(at("package-lock.json")),
  );
const serverStale = mtime(at("apps/server/dist/index.js")) < Math.max(shared, newest(at("apps/server/src")), mtime(at("package-lock.json")));

function run(workspace) {
  console.log(`Building ${workspace}...`);
  const result = spawnSync("npm", ["run", "build", "-w", workspace], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
if (webStale) run("@sierra/web");
if (serverStale) run("@sierra/server");

await import(pathToFileURL(at("apps/server/dist/index.js")).href);
