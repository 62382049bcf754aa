import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { FLUENT_ICONS } from "./fluent-icons.generated";
import { renderIconModule, usedIconNames, type IconSet } from "./icon-module";

const require = createRequire(import.meta.url);
const readJson = <T>(path: string) => JSON.parse(readFileSync(require.resolve(path), "utf8")) as T;

describe("the Fluent Emoji subset the server ships", () => {
  it("is exactly what the installed icon set and the tables give (run `npm run art:icons -w @sierra/server` after changing them)", () => {
    const set = readJson<IconSet>("@iconify-json/fluent-emoji-flat/icons.json");
    const { version } = readJson<{ version: string }>("@iconify-json/fluent-emoji-flat/package.json");
    const expected = renderIconModule(set, usedIconNames(), `@iconify-json/fluent-emoji-flat ${version}`);
    expect(readFileSync(new URL("./fluent-icons.generated.ts", import.meta.url), "utf8")).toBe(expected);
  });

  it("holds only the icons the tables use, from an MIT-licensed set", () => {
    expect(Object.keys(FLUENT_ICONS).sort()).toEqual(usedIconNames());
    const info = readJson<{ license: { spdx: string }; author: { name: string } }>("@iconify-json/fluent-emoji-flat/info.json");
    expect(info.license.spdx).toBe("MIT");
    expect(info.author.name).toBe("Microsoft Corporation");
  });

  it("refuses an icon the set lacks or one off the 32-unit grid", () => {
    const set: IconSet = { width: 32, height: 32, icons: { egg: { body: "<path/>" }, wide: { body: "<path/>", width: 40 } } };
    expect(() => renderIconModule(set, ["egg", "unicorn"], "test")).toThrow('no icon "unicorn"');
    expect(() => renderIconModule(set, ["wide"], "test")).toThrow("not on a 32x32 grid");
    expect(renderIconModule(set, ["egg"], "test")).toContain('"egg": "<path/>",');
  });
});
