import { singular } from "./core-food";
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
const ADVERBS = new Set(["freshly", "finely", "roughly", "coarsely", "thinly", "thickly", "lightly", "firmly", "loosely", "well", "very", "freshly-ground"]);
const KEEPS_WHOLE = new Set(["wheat", "milk", "grain", "meal", "food", "foods"]);

/** "(optional) finely chopped parsley (for garnish)" -> text without brackets, and what they held. */
function takeBrackets(text: string): { text: string; inside: string[] } {
  const inside: string[] = [];
  let out = "";
  let depth = 0;
  let current = "";
  for (const ch of text) {
    if (ch === "(" || ch === "[") {
      if (depth > 0) current += ch;
      depth += 1;
    } else if ((ch === ")" || ch === "]") && depth > 0) {
      depth -= 1;
      if (depth === 0) {
        if (current.trim()) inside.push(current.trim());
        current = "";
        out += " ";
      } else current += ch;
    } else if (depth > 0) current += ch;
    else out += ch;
  }
  return { text: out, inside };
}

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
  const notes: string[] = [];
  const cut = NOTE_STARTS.exec(` ${name}`);
  if (cut && cut.index > 0) {
    notes.push(` ${name}`.slice(cut.index).trim());
    name = ` ${name}`.slice(0, cut.index).trim();
  }
  const tail = segments.slice(i).filter(Boolean);
  const d = cleanName(name, hasUnit);
  return { ...d, notes: [...d.notes, ...notes, ...tail, ...inside] };
}

/** Takes preparation, size and measure words out of a name; a participle after the noun starts the note. */
function cleanName(name: string, hasUnit: boolean): Omit<Description, "notes"> & { notes: string[] } {
  const words = name
    .replace(/^of\s+/i, "")
    .split(/\s+/)
    .filter(Boolean);
  const kept: string[] = [];
  const lead: string[] = [];
  let size: string | null = null;
  let trailing: string[] = [];
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i]!;
    const lower = word.toLowerCase().replace(/[.,:;*]+$/, "");
    const previous = kept[kept.length - 1]?.toLowerCase();
    // A participle after a noun starts the note; after an adjective ("unsweetened flaked coconut") it is only dropped.
    const afterNoun = previous !== undefined && !CONJUNCTIONS.has(previous) && !NAME_ADJECTIVES.has(previous) && !/ed$/.test(previous);
    if (ADVERBS.has(lower) && i + 1 < words.length && !afterNoun) {
      lead.push(`${word} ${words[i + 1]}`);
      i += 1;
    } else if (PREP_WORDS.has(lower) || ADVERBS.has(lower)) {
      if (afterNoun) {
        trailing = words.slice(i);
        break;
      }
      // "salted and softened butter": the "and" joined two adjectives, one of which left.
      if (previous && CONJUNCTIONS.has(previous) && /ed$/.test(kept[kept.length - 2]?.toLowerCase() ?? "")) kept.pop();
      lead.push(word);
    } else if (kept.length === 0 && lead.length > 0 && CONJUNCTIONS.has(lower)) {
      // "drained and rinsed canned hominy": the "and" belongs to the preparation words.
      lead.push(word);
    } else if (kept.length === 0 && SIZE_WORDS.has(lower) && i + 1 < words.length) {
      size = lower;
    } else if (kept.length === 0 && MEASURE_WORDS.has(lower) && i + 1 < words.length) {
      lead.push(word);
    } else if (kept.length === 0 && lower === "whole" && i + 1 < words.length && !KEEPS_WHOLE.has(words[i + 1]!.toLowerCase())) {
      lead.push(word);
    } else kept.push(word);
  }
  let unit: string | null = null;
  const last = kept.length > 1 ? singular(kept[kept.length - 1]!) : "";
  if (!hasUnit && TRAILING_UNITS.has(last)) {
    unit = last;
    kept.pop();
  }
  const notes = [lead.join(" "), trailing.join(" ")].filter(Boolean);
  return { name: kept.join(" ").replace(/^[\s,.;:*-]+|[\s,.;:*]+$/g, ""), size, unit, notes };
}
