/**
 * A generated illustration for each recipe: a plate seen from above on a
 * cuisine-coloured table, with the colours of its main ingredients. No photos
 * leave or enter the app; the same recipe always draws the same picture.
 */
const CUISINE_BACKGROUNDS: Record<string, [string, string]> = {
  italian: ["#f6e3c6", "#e9b97a"], french: ["#e8e4f3", "#b9aedb"], american: ["#dcebf5", "#8fb8d8"],
  mexican: ["#fde2c8", "#f0956a"], mediterranean: ["#d9efef", "#7fc2c0"], greek: ["#dce9f7", "#7ea7d8"],
  spanish: ["#fbe0c9", "#e08b5c"], indian: ["#fde8c3", "#e9a23b"], "middle-eastern": ["#f5e6d3", "#cf9f69"],
  chinese: ["#f9dcd6", "#d9705f"], japanese: ["#f3e7e4", "#c99a95"], thai: ["#e3f1da", "#8cc277"],
  korean: ["#f7dede", "#d2787a"], vietnamese: ["#e2f1e1", "#84bd86"],
};
const DEFAULT_BACKGROUND: [string, string] = ["#efe9df", "#c8b79c"];

/** Colours of common ingredients, by a word in the ingredient's name. */
const INGREDIENT_COLOURS: [RegExp, string][] = [
  [/tomato|paprika|chili|chile|pepper flakes|harissa|gochujang|sriracha|red pepper/, "#d8432e"],
  [/basil|spinach|kale|cilantro|parsley|herb|lettuce|arugula|pea|broccoli|zucchini|scallion|green bean|cucumber|avocado|lime|mint|chive/, "#4f9a3c"],
  [/carrot|sweet potato|squash|pumpkin|orange|mango|turmeric|curry/, "#eb8a2f"],
  [/lemon|corn|egg|cheese|parmesan|cheddar|butter|pineapple|banana|mustard/, "#f3c93f"],
  [/rice|pasta|noodle|flour|bread|tortilla|potato|oat|couscous|quinoa|tofu|yogurt|cream|milk|coconut|cauliflower|onion|garlic/, "#f4ecd8"],
  [/chicken|pork|turkey|shrimp|salmon|fish|cod|prawn/, "#e9b08a"],
  [/beef|lamb|steak|mushroom|bean|lentil|soy|chocolate|cocoa|coffee|eggplant|aubergine|olive/, "#7a4a33"],
  [/berry|cherry|beet|plum|grape|cabbage|radish|pomegranate/, "#9b2f5a"],
];

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface ImageInput {
  id: string;
  title: string;
  cuisine: string | null;
  ingredientNames: string[];
}

export function recipeImageSvg({ id, title, cuisine, ingredientNames }: ImageInput): string {
  const [bgLight, bgDark] = CUISINE_BACKGROUNDS[cuisine ?? ""] ?? DEFAULT_BACKGROUND;
  const colours = ingredientNames
    .map((name) => INGREDIENT_COLOURS.find(([pattern]) => pattern.test(name.toLowerCase()))?.[1])
    .filter((c): c is string => Boolean(c));
  const palette = colours.length ? [...new Set(colours)].slice(0, 5) : ["#f4ecd8", "#4f9a3c", "#d8432e"];
  let seed = hash(id);
  const next = () => {
    seed = Math.imul(seed ^ (seed >>> 15), 2246822507) >>> 0;
    return seed / 4294967296;
  };
  const pieces = Array.from({ length: 9 }, (_, i) => {
    const angle = next() * Math.PI * 2;
    const radius = 20 + next() * 62;
    const x = 200 + Math.cos(angle) * radius;
    const y = 150 + Math.sin(angle) * radius * 0.9;
    const size = 14 + next() * 20;
    const colour = palette[i % palette.length];
    return `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="${size.toFixed(1)}" ry="${(size * (0.7 + next() * 0.3)).toFixed(1)}" fill="${colour}" stroke="rgba(0,0,0,0.08)" />`;
  }).join("");
  const leafX = 150 + next() * 100;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" role="img" aria-label="${escape(title)}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bgLight}"/><stop offset="1" stop-color="${bgDark}"/></linearGradient>
<radialGradient id="plate" cx="0.5" cy="0.45" r="0.6"><stop offset="0.7" stop-color="#ffffff"/><stop offset="1" stop-color="#e8e4dc"/></radialGradient></defs>
<rect width="400" height="300" fill="url(#bg)"/>
<ellipse cx="206" cy="160" rx="132" ry="118" fill="rgba(0,0,0,0.12)"/>
<ellipse cx="200" cy="150" rx="130" ry="116" fill="url(#plate)"/>
<ellipse cx="200" cy="150" rx="100" ry="88" fill="none" stroke="#ebe5da" stroke-width="3"/>
${pieces}
<path d="M${leafX.toFixed(0)} 118 q 14 -22 30 -6 q -14 22 -30 6 z" fill="#3f8a33" opacity="0.85"/>
</svg>`;
}
