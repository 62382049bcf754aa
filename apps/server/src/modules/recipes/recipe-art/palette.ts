/**
 * Background colours of recipe images: a light-to-mid gradient per cuisine (as the first
 * images had), or a hue taken from the recipe id for cuisines without one. Mid-tone on purpose:
 * the picture sits on light and dark themes alike, like a photo would.
 */
const CUISINE_BACKGROUNDS: Record<string, [string, string]> = {
  italian: ["#f6e3c6", "#e9b97a"],
  french: ["#e8e4f3", "#b9aedb"],
  american: ["#dcebf5", "#8fb8d8"],
  mexican: ["#fde2c8", "#f0956a"],
  mediterranean: ["#d9efef", "#7fc2c0"],
  greek: ["#dce9f7", "#7ea7d8"],
  spanish: ["#fbe0c9", "#e08b5c"],
  indian: ["#fde8c3", "#e9a23b"],
  "middle-eastern": ["#f5e6d3", "#cf9f69"],
  chinese: ["#f9dcd6", "#d9705f"],
  japanese: ["#f3e7e4", "#c99a95"],
  thai: ["#e3f1da", "#8cc277"],
  korean: ["#f7dede", "#d2787a"],
  vietnamese: ["#e2f1e1", "#84bd86"],
};

/** FNV-1a: a stable number from a recipe id. */
export function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** A repeatable sequence in [0, 1) for one recipe: the same id always lays out the same way. */
export function seededRandom(id: string): () => number {
  let seed = hash(id);
  return () => {
    seed = Math.imul(seed ^ (seed >>> 15), 2246822507) >>> 0;
    seed = Math.imul(seed ^ (seed >>> 13), 3266489909) >>> 0;
    return ((seed ^ (seed >>> 16)) >>> 0) / 4294967296;
  };
}

/** HSL to #rrggbb: hex colours read the same in every SVG renderer and sanitizer. */
export function hslHex(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100;
  const l = lightness / 100;
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value = l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, "0");
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

export function backgroundOf(id: string, cuisine: string | null): { light: string; dark: string; angle: number } {
  const h = hash(`${id}:background`);
  const angle = 20 + (h % 50);
  const known = CUISINE_BACKGROUNDS[cuisine ?? ""];
  if (known) return { light: known[0], dark: known[1], angle };
  const hue = h % 360;
  return { light: hslHex(hue, 62, 88), dark: hslHex((hue + 24) % 360, 48, 70), angle };
}
