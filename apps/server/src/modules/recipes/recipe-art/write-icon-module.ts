// Writes fluent-icons.generated.ts from the installed @iconify-json/fluent-emoji-flat:
// `npm run art:icons -w @sierra/server` after changing the dish or ingredient tables.
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { renderIconModule, usedIconNames, type IconSet } from "./icon-module";

const require = createRequire(import.meta.url);
const version = (JSON.parse(readFileSync(require.resolve("@iconify-json/fluent-emoji-flat/package.json"), "utf8")) as { version: string }).version;
const set = JSON.parse(readFileSync(require.resolve("@iconify-json/fluent-emoji-flat/icons.json"), "utf8")) as IconSet;
const target = new URL("./fluent-icons.generated.ts", import.meta.url);
writeFileSync(target, renderIconModule(set, usedIconNames(), `@iconify-json/fluent-emoji-flat ${version}`));
console.log(`wrote ${usedIconNames().length} icons to ${target.pathname}`);
