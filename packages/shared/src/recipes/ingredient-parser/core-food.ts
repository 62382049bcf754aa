/** Words whose final s is not a plural. */
const KEEP_S = new Set(
  "molasses hummus couscous asparagus citrus octopus swiss grits bitters schnapps lemongrass watercress cress bass hibiscus haggis jus brussels series species gras".split(
    " ",
  ),
);

/** Plurals that the endings below would get wrong. */
const IRREGULAR: Record<string, string> = {
  leaves: "leaf",
  halves: "half",
  loaves: "loaf",
  knives: "knife",
  calves: "calf",
  chilies: "chili",
  chillies: "chilli",
  cookies: "cookie",
  brownies: "brownie",
  pies: "pie",
  veggies: "veggie",
  smoothies: "smoothie",
  anchovies: "anchovy",
  cheeses: "cheese",
  juices: "juice",
  sauces: "sauce",
  slices: "slice",
  spices: "spice",
  pieces: "piece",
  rices: "rice",
  dices: "dice",
  olives: "olive",
  chives: "chive",
  cloves: "clove",
  endives: "endive",
  tomatoes: "tomato",
  potatoes: "potato",
  mangoes: "mango",
  avocadoes: "avocado",
  hoagies: "hoagie",
  pierogies: "pierogi",
  quiches: "quiche",
};

/** Plural to singular for the English endings recipe names use: "tomatoes" -> "tomato", "berries" -> "berry". */
export function singular(word: string): string {
  const lower = word.toLowerCase();
  if (IRREGULAR[lower]) return IRREGULAR[lower];
  if (KEEP_S.has(lower) || /(ss|us|is)$/.test(lower) || lower.length <= 3) return lower;
  if (lower.endsWith("ies")) return `${lower.slice(0, -3)}y`;
  if (/(ches|shes|xes|sses|oes)$/.test(lower)) return lower.slice(0, -2);
  if (lower.endsWith("s") && !lower.endsWith("'s")) return lower.slice(0, -1);
  return lower;
}

/**
 * The core food a cleaned name stands for, lower-case and singular, for matching and comparing:
 * "Boneless, skinless chicken thighs" -> "boneless skinless chicken thigh". In English the head
 * noun comes last, so only the last word of each food (split on and/or) is made singular.
 */
export function coreFood(name: string): string {
  const plain = /[^\t-~]/.test(name) ? name.normalize("NFD").replace(/[\u0300-\u036f]/g, "") : name;
  const words = plain
    .toLowerCase()
    .replace(/[’`]/g, "'")
    .replace(/[^a-z0-9'&\-/ ]+/g, " ")
    .split(/\s+/)
    .filter(Boolean);
  return words.map((w, i) => (i === words.length - 1 || ["and", "or", "&", "with", "in"].includes(words[i + 1]!) ? singular(w) : w)).join(" ");
}
