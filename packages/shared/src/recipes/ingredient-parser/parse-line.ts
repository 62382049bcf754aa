import type { Ingredient } from "../ingredient-shape";
import { readAmount } from "./amount";
import { coreFood } from "./core-food";
import { amountFirst } from "./amount-after-name";
import { describe } from "./describe";
import { partAfterAmount, partOfFruit } from "./fruit-part";
import { digitsAtHead, joinMixedNumbers, plainFractions } from "./numbers";
import { APPROXIMATE, FEW, MEASURE_WORDS, OPTIONAL, TO_TASTE } from "./words";

const NON_ASCII = /[^\t-~]/;

/** Typography that means the same as plain text: fractions, dashes, entities, glued units. Each pass runs only when it can change something. */
function normalize(line: string): string {
  let text = line;
  if (text.includes("&"))
    text = text
      .replace(/&frac(\d)(\d);/g, " $1/$2")
      .replace(/&amp;/g, "&")
      .replace(/&nbsp;/g, " ");
  if (NON_ASCII.test(text))
    text = plainFractions(text)
      .replace(/[\u2010-\u2015\u2212]/g, "-")
      .replace(/[\u00a0\u2009\u200b]/g, " ");
  if (/\d\s*[x×]/i.test(text)) text = text.replace(/(\d)\s*[x×]\s*(?=\d)/gi, "$1 x ").replace(/(\d) x([a-zA-Z])/g, "$1 x $2");
  // "1 /2 cup" is a half, as "1/2" is; "unit(s)" is "units".
  if (/\d \/|\/ \d/.test(text)) text = text.replace(/(\d) ?\/ ?(\d)/g, "$1/$2");
  if (text.includes("(")) text = text.replace(/([a-z])\((e?s)\)/gi, "$1$2");
  if (/\d[a-zA-Z"]/.test(text)) text = text.replace(/(\d)([a-wyzA-WYZ"])/g, "$1 $2");
  return text.replace(/\s+/g, " ").trim();
}

/** What stands before the amount and is not part of it: bullets, "optional", "about", "scant", "For serving:". */
function stripLead(text: string): { text: string; optional: boolean; notes: string[] } {
  let rest = text;
  let optional = false;
  const notes: string[] = [];
  for (let i = 0; i < 4; i += 1) {
    const before = rest;
    rest = rest.replace(/^(?:[-*•·▪◦>+]|\d+[.)](?=\s+\d))\s*/, "");
    const opt = /^\(?optional\)?:?\s+/i.exec(rest);
    if (opt) {
      optional = true;
      rest = rest.slice(opt[0].length);
    }
    rest = rest.replace(APPROXIMATE, "");
    // Said before the amount and going to the note: "Scant 1/2 teaspoon", "Heaped 2 tbsp" (of the measure),
    // "For serving:" (a heading), "A few sprigs of thyme", "a little butter" (no amount said).
    const said = /^[a-z]/i.test(rest) ? saidBefore(rest) : null;
    if (said) {
      notes.push((said[1] ?? said[0]).trim());
      rest = rest.slice(said[0].length);
    }
    if (rest === before) break;
  }
  return { text: rest, optional, notes };
}

function saidBefore(text: string): RegExpExecArray | null {
  const measure = /^([a-z]+)\s+(?=[\d.]|an?\s)/i.exec(text);
  if (measure && MEASURE_WORDS.has(measure[1]!.toLowerCase())) return measure;
  return /^((?:for|to)\s[^:]{1,40}):\s*/i.exec(text) ?? FEW.exec(text);
}

/** "1 (14.5 oz) can diced tomatoes, drained" -> 1 can (14.5 oz), tomatoes, note "diced, drained". */
export function parseLine(line: string): Ingredient {
  const lead = stripLead(normalize(line));
  const fruit = partOfFruit(lead.text, parseLine);
  if (fruit) return withLead(fruit, lead, line);
  let amount = readAmount(joinMixedNumbers(digitsAtHead(lead.text)));
  // "Salt 1 tsp", "Cloves - 4 pieces": with no amount at the head, one after the name counts.
  if (amount.quantity === null && (amount.unit === null || /^[-–:,]/.test(amount.rest))) {
    const moved = amountFirst(lead.text);
    if (moved) amount = readAmount(joinMixedNumbers(digitsAtHead(moved)));
  }
  const part = amount.quantity !== null || amount.unit ? partAfterAmount(amount.rest, parseLine) : null;
  const d = part ? { name: part.name, notes: [part.note], size: null, unit: null } : describe(amount.rest, amount.unit !== null);
  const notes = [...amount.notes, ...d.notes].map((n) => n.trim()).filter(Boolean);
  const name = d.name || (amount.quantity === null && !amount.unit ? lead.text : "");
  const ingredient: Ingredient = {
    quantity: amount.quantity,
    quantityMax: amount.quantityMax,
    // "3 garlic cloves", "Garlic clove": a count word after the food is its unit.
    unit: amount.unit ?? d.unit,
    name,
    note: notes.length ? notes.join(", ") : null,
    food: coreFood(name),
  };
  const size = amount.size ?? d.size;
  if (size) ingredient.size = size;
  if (amount.containerSize) ingredient.containerSize = amount.containerSize;
  if (amount.alternative) ingredient.alternative = amount.alternative;
  return withLead(ingredient, lead, line);
}

/** The words taken before the amount join the note; "optional" and "to taste" are flags wherever they stand. */
function withLead(read: Ingredient, lead: ReturnType<typeof stripLead>, line: string): Ingredient {
  if (lead.notes.length || lead.optional) {
    const notes = [...lead.notes, read.note ?? "", lead.optional ? "optional" : ""].filter(Boolean);
    read.note = notes.join(", ");
  }
  if (lead.optional || OPTIONAL.test(line)) read.optional = true;
  if (TO_TASTE.test(line)) read.toTaste = true;
  return read;
}
