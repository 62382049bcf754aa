import { singular } from "./core-food";
import { NAME_ADJECTIVES, PREP_WORDS, QUALIFIERS, SHARED_HEADS, SIZE_WORDS, STANDS_ALONE } from "./words";

const plain = (w: string) => w.toLowerCase().replace(/[^a-z'%-]/g, "");
const adjective = (w: string) => QUALIFIERS.has(plain(w)) || NAME_ADJECTIVES.has(plain(w)) || /-(?:free|fat|sodium|salt)$/.test(plain(w));
const left = (words: string[], drop: string[]) => words.filter((w) => !drop.includes(w));

/**
 * "X or Y <head>": the name before "or" and the other name after it. When X is a kind of the
 * other's head noun, X takes that head ("lemon or lime juice" -> "lemon juice", "low-sodium
 * chicken or vegetable broth" -> "low-sodium chicken broth"); a qualifier takes all but the other's
 * first word ("light or dark brown sugar" -> "light brown sugar", "fresh or frozen peas" -> "fresh
 * peas"), and a list of shades keeps its first ("Red Yellow or Green Bell Pepper" -> "Red Bell
 * Pepper"); a brand takes the other's food ("Diamond Crystal or Morton kosher salt"). Returns the
 * new name and the words it left out, or null when X is a food of its own ("water or chicken
 * stock", "honey or maple syrup").
 */
export function sharedHead(before: string, other: string): { name: string; left: string } | null {
  const otherWords = other.split(/\s+/).filter(Boolean);
  if (otherWords.length < 2) return null;
  const words = before.split(/\s+/).filter(Boolean);
  const kept = words.filter((w) => !PREP_WORDS.has(plain(w)) && !SIZE_WORDS.has(plain(w)));
  if (kept.length === 0) return { name: [...words, ...otherWords.slice(1)].join(" "), left: "" };
  // "Diamond Crystal or Morton kosher salt", "Hellmann's or Duke's mayonnaise": one brand for another, the food said once.
  const food = otherWords.findIndex((w) => !/^[A-Z]/.test(w));
  if (food > 0 && kept.every((w) => /^[A-Z]/.test(w))) return { name: `${before} ${otherWords.slice(food).join(" ")}`, left: "" };
  if (kept.length > 1 && kept.every((w) => QUALIFIERS.has(plain(w)))) {
    const drop = kept.slice(1);
    return { name: [...left(words, drop), ...otherWords.slice(1)].join(" "), left: drop.join(" ") };
  }
  if (!kept.slice(0, -1).every(adjective)) return null;
  const x = plain(kept[kept.length - 1]!);
  if (QUALIFIERS.has(x)) return { name: [...words, ...otherWords.slice(1)].join(" "), left: "" };
  const head = singular(plain(otherWords[otherWords.length - 1]!));
  // "cornstarch or potato starch": X already ends in the head.
  if (!SHARED_HEADS.has(head) || STANDS_ALONE.has(x) || SHARED_HEADS.has(singular(x)) || singular(x).endsWith(head)) return null;
  if (x.endsWith("s") && !x.endsWith("ss")) return null;
  return { name: `${before} ${otherWords[otherWords.length - 1]}`, left: "" };
}
