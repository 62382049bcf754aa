import { readAmount } from "./amount";
import { takeBrackets } from "./brackets";
import { singular } from "./core-food";
import { brandAtHead, hotIsState, isAdverb, leadPair } from "./name-words";
import { sharedHead } from "./shared-head";
import { CONJUNCTIONS, MEASURE_WORDS, NAME_ADJECTIVES, NOTE_STARTS, PREP_WORDS, SIZE_WORDS } from "./words";

/** The food's name as written and everything said about it. */
export interface Description {
  name: string;
  notes: string[];
  /** a size word found in the name ("1 cup large shrimp") */
  size: string | null;
  /** a unit written after the food: "3 garlic cloves" -> clove */
  unit: string | null;
}

/** Units cooks also write after the food: "3 garlic cloves", "1 thyme sprig", "1 cabbage head". */
const TRAILING_UNITS = new Set(["clove", "sprig", "stalk", "head", "bulb", "rib"]);
const KEEPS_WHOLE = new Set(["wheat", "milk", "grain", "meal", "food", "foods"]);

const isNameAdjective = (word: string) => NAME_ADJECTIVES.has(word.toLowerCase()) || PREP_WORDS.has(word.toLowerCase());

/**
 * Splits what follows the amount into the food's name and its note. Commas end the name
 * unless only adjectives stand before one ("boneless, skinless chicken thighs"); preparation
 * words leave the name wherever they are ("finely chopped fresh parsley" -> parsley).
 */
export function describe(rest: string, hasUnit: boolean): Description {
  const { text, inside } = takeBrackets(rest);
  const segments = text.split(/\s*[,;]\s*|\s+-{1,2}\s+|\s+-(?=\s*[a-z])/i).map((s) => s.trim());
  let i = 0;
  let name = segments[i++] ?? "";
  while (i < segments.length && (name === "" || name.split(/\s+/).every(isNameAdjective))) name = `${name} ${segments[i++]}`.trim();
  // "Ground Beef/Lamb" and "cornflour / cornstarch" are "X or Y".
  if (name.includes("/"))
    name = name.replace(/\b([a-z]{2,}) ?\/ ?([a-z]{2,})\b/gi, (m, a: string, b: string) => (a.toLowerCase() === "and" ? m : `${a} or ${b}`));
  const notes: string[] = [];
  const cut = NOTE_STARTS.exec(` ${name}`);
  if (cut && cut.index > 0) {
    const after = ` ${name}`.slice(cut.index).trim();
    name = ` ${name}`.slice(0, cut.index).trim();
    // "or ½ tsp. Morton kosher salt": the other food's own amount says nothing of its name.
    const other = /^or\s/i.test(after) ? readAmount(after.slice(3)).rest.split(NOTE_STARTS)[0]! : "";
    const shared = other ? sharedHead(name, other) : null;
    if (shared) name = shared.name;
    notes.push(shared?.left ? `${shared.left} ${after}` : after);
  }
  const tail = segments.slice(i).filter(Boolean);
  const d = cleanName(name, hasUnit);
  // "2/3 cup (60g) (old-fashioned rolled oats)": with nothing else left, the brackets name the food.
  if (!d.name && !tail.length && inside.length) return { ...describe(inside[0]!, hasUnit), notes: [...d.notes, ...notes, ...inside.slice(1)] };
  return { ...d, notes: [...d.notes, ...notes, ...tail, ...inside] };
}

/** Takes preparation, size and measure words out of a name; a participle after the noun starts the note. */
function cleanName(name: string, hasUnit: boolean): Omit<Description, "notes"> & { notes: string[] } {
  const words = name
    .replace(/^of\s+/i, "")
    .split(/\s+/)
    .filter(Boolean);
  const brand = brandAtHead(words);
  const kept: string[] = words.slice(0, brand);
  const lead: string[] = [];
  let size: string | null = null;
  let trailing: string[] = [];
  let but = false;
  const head = words[words.length - 1]?.replace(/[.,:;*]+$/, "");
  for (let i = brand; i < words.length; i += 1) {
    const word = words[i]!;
    const lower = word.toLowerCase().replace(/[.,:;*]+$/, "");
    const previous = kept[kept.length - 1]?.toLowerCase();
    // A participle after a noun starts the note; after an adjective ("unsweetened flaked coconut") it is only dropped.
    const afterNoun = previous !== undefined && !CONJUNCTIONS.has(previous) && !NAME_ADJECTIVES.has(previous) && !/ed$/.test(previous);
    // An adverb may take the last word ("very ripe"); another pair leaves a word for the food ("fresh ground pepper").
    const pair = !afterNoun && leadPair(lower, words[i + 1]) && (isAdverb(lower) || i + 2 < words.length);
    if (but && !pair && i + 1 < words.length) {
      // "ripe but firm pears": what follows "but" is said of the food as well.
      lead.push(word);
      but = false;
    } else if (pair) {
      lead.push(`${word} ${words[i + 1]}`);
      i += 1;
    } else if (PREP_WORDS.has(lower) || isAdverb(lower) || hotIsState(lower, head)) {
      if (afterNoun) {
        trailing = words.slice(i);
        break;
      }
      // "salted and softened butter": the "and" joined two adjectives, one of which left.
      if (previous && CONJUNCTIONS.has(previous) && /ed$/.test(kept[kept.length - 2]?.toLowerCase() ?? "")) kept.pop();
      lead.push(word);
    } else if (kept.length === 0 && lead.length > 0 && (CONJUNCTIONS.has(lower) || lower === "but")) {
      // "drained and rinsed canned hominy", "ripe but firm peaches": the conjunction belongs to the preparation words.
      lead.push(word);
      but = lower === "but";
    } else if (kept.length === 0 && SIZE_WORDS.has(lower) && i + 1 < words.length) {
      size = lower;
    } else if (kept.length === 0 && MEASURE_WORDS.has(lower) && i + 1 < words.length) {
      lead.push(word);
    } else if (kept.length === 0 && lower === "whole" && i + 1 < words.length && !KEEPS_WHOLE.has(words[i + 1]!.toLowerCase())) {
      lead.push(word);
    } else kept.push(word);
  }
  // "Chocolate Buttercream Frosting Recipe", "white rice 3 540": what ends the name without naming food goes to the note.
  while (kept.length > 1 && /^(?:recipes?|[\d.,/]+)$/i.test(kept[kept.length - 1]!)) trailing.unshift(kept.pop()!);
  let unit: string | null = null;
  const last = kept.length > 1 ? singular(kept[kept.length - 1]!) : "";
  if (!hasUnit && TRAILING_UNITS.has(last)) {
    unit = last;
    kept.pop();
  }
  const notes = [lead.join(" "), trailing.join(" ")].filter(Boolean);
  return { name: kept.join(" ").replace(/^[\s,.;:*-]+|[\s,.;:*]+$/g, ""), size, unit, notes };
}
