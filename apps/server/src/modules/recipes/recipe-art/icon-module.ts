import { FALLBACK_DISH, STRONG_CATEGORIES, TITLE_DISHES, TITLE_FOODS, WEAK_CATEGORIES } from "./dish-table";
import { INGREDIENT_ICONS } from "./ingredient-table";

/** The part of an Iconify JSON icon set (@iconify/types IconifyJSON) that we read. */
export interface IconSet {
  width?: number;
  height?: number;
  icons: Record<string, { body: string; width?: number; height?: number; left?: number; top?: number }>;
}

/** Every icon the dish and ingredient tables can choose: all the images need, and no more. */
export function usedIconNames(): string[] {
  const names = [
    ...[TITLE_DISHES, TITLE_FOODS, INGREDIENT_ICONS].flatMap((table) => table.map(([, icon]) => icon)),
    ...[STRONG_CATEGORIES, WEAK_CATEGORIES].flatMap((table) => table.map(([, icon]) => icon)),
    FALLBACK_DISH,
  ];
  return [...new Set<string>(names)].sort();
}

export const ICON_SIZE = 32;

/**
 * The TypeScript module holding the SVG bodies of `names` from the icon set, so the server
 * keeps ~100 small strings instead of loading the 9 MB set. Fails on an icon the set lacks
 * or one not drawn on the set's 32x32 grid (the composer places every icon on that grid).
 */
export function renderIconModule(set: IconSet, names: string[], source: string): string {
  const lines = names.map((name) => {
    const icon = set.icons[name];
    if (!icon) throw new Error(`The icon set has no icon "${name}"`);
    const size = [icon.width ?? set.width ?? 16, icon.height ?? set.height ?? 16, icon.left ?? 0, icon.top ?? 0];
    if (size.join() !== `${ICON_SIZE},${ICON_SIZE},0,0`) throw new Error(`Icon "${name}" is not on a ${ICON_SIZE}x${ICON_SIZE} grid`);
    return `  ${JSON.stringify(name)}: ${JSON.stringify(icon.body)},`;
  });
  return [
    `// Generated from ${source} by \`npm run art:icons -w @sierra/server\`; do not edit.`,
    "// Fluent Emoji by Microsoft Corporation, MIT licence: see THIRD_PARTY_NOTICES.md.",
    "export const FLUENT_ICONS = {",
    ...lines,
    "} as const;",
    "",
    "export type IconName = keyof typeof FLUENT_ICONS;",
    "",
  ].join("\n");
}
