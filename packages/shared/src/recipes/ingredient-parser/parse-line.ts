import type { Ingredient } from "../ingredient-shape";
import { readAmount } from "./amount";
import { coreFood } from "./core-food";
import { describe } from "./describe";
import { digitsAtHead, joinMixedNumbers, plainFractions } from "./numbers";
import { APPROXIMATE, OPTIONAL, TO_TASTE } from "./words";

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
  if (/\d[a-zA-Z"]/.test(text)) text = text.replace(/(\d)([a-wyzA-WYZ"])/g, "$1 $2");
  return text.replace(/\s+/g, " ").trim();
}

/** What stands before the amount and is not part of it: bullets, "optional", "about". */
function stripLead(text: string): { text: string; optional: boolean } {
  let rest = text;
  let optional = false;
  for (let i = 0; i < 4; i += 1) {
    const before = rest;
    rest = rest.replace(/^(?:[-*•·▪◦>+]|\d+[.)](?=\s+\d))\s*/, "");
    const opt = /^\(?optional\)?:?\s+/i.exec(rest);
    if (opt) {
      optional = true;
      rest = rest.slice(opt[0].length);
    }
    rest = rest.replace(APPROXIMATE, "");
    if (rest === before) break;
  }
  return { text: rest, optional };
}

/** "1 (14.5 oz) can diced tomatoes, drained" -> 1 can (14.5 oz), tomatoes, note "diced, drained". */
export function parseLine(line: string): Ingredient {
  const lead = stripLead(normalize(line));
  const amount = readAmount(joinMixedNumbers(digitsAtHead(lead.text)));
  const d = describe(amount.rest, amount.unit !== null);
  const notes = [...amount.notes, ...d.notes, lead.optional ? "optional" : ""].map((n) => n.trim()).filter(Boolean);
  const name = d.name || (amount.quantity === null && !amount.unit ? lead.text : "");
  const ingredient: Ingredient = {
    quantity: amount.quantity,
    quantityMax: amount.quantityMax,
    unit: amount.unit ?? (amount.quantity !== null ? d.unit : null),
    name,
    note: notes.length ? notes.join(", ") : null,
    food: coreFood(name),
  };
  const size = amount.size ?? d.size;
  if (size) ingredient.size = size;
  if (amount.containerSize) ingredient.containerSize = amount.containerSize;
  if (amount.alternative) ingredient.alternative = amount.alternative;
  if (lead.optional || OPTIONAL.test(line)) ingredient.optional = true;
  if (TO_TASTE.test(line)) ingredient.toTaste = true;
  return ingredient;
}
