import { coreFood, type RecipeDetail } from "@sierra/shared";
import { chooseRecipeArt, type ArtInput } from "./choose-art";
import { FLUENT_ICONS, type IconName } from "./fluent-icons.generated";
import { ICON_SIZE } from "./icon-module";
import { backgroundOf, seededRandom } from "./palette";

/**
 * A generated picture of each recipe: the dish in the middle and its main foods around it,
 * drawn with Fluent Emoji (docs/decisions/039) on a cuisine-coloured background. No photos
 * leave or enter the app; the same recipe always draws the same picture.
 */
export interface ImageInput extends ArtInput {
  id: string;
  cuisine: string | null;
}

/** What the picture is drawn from: a stored recipe, its ingredients' core foods in recipe order. */
export function recipeArtInput(recipe: Pick<RecipeDetail, "id" | "title" | "cuisine" | "categories" | "ingredients">): ImageInput {
  const foods = recipe.ingredients.map((i) => i.food ?? coreFood(i.name));
  return { id: recipe.id, title: recipe.title, cuisine: recipe.cuisine, categories: recipe.categories, foods };
}

const WIDTH = 400;
const HEIGHT = 300;
const DISH_SIZE = 150;
const CENTRE = { x: 200, y: 146 };

/** Where foods sit, left and right of the dish; cards crop to 16:10, so they keep off the top and bottom. */
const SLOTS = {
  leftTop: { x: 72, y: 94 },
  leftMiddle: { x: 68, y: 150 },
  leftBottom: { x: 78, y: 206 },
  rightTop: { x: 328, y: 94 },
  rightMiddle: { x: 332, y: 150 },
  rightBottom: { x: 322, y: 206 },
};
type Slot = keyof typeof SLOTS;

/** The arrangements for each number of foods; the recipe id picks one. */
const LAYOUTS: Record<number, Slot[][]> = {
  0: [[]],
  1: [["leftMiddle"], ["rightMiddle"]],
  2: [
    ["leftMiddle", "rightMiddle"],
    ["leftTop", "rightBottom"],
    ["leftBottom", "rightTop"],
  ],
  3: [
    ["leftTop", "leftBottom", "rightMiddle"],
    ["leftMiddle", "rightTop", "rightBottom"],
  ],
  4: [
    ["leftTop", "rightTop", "leftBottom", "rightBottom"],
    ["rightTop", "leftBottom", "leftTop", "rightBottom"],
  ],
};

const escapeText = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const fixed = (n: number) => n.toFixed(1).replace(/\.0$/, "");

/** One emoji, `size` wide, centred on (x, y) and turned by `angle` degrees. */
function icon(name: IconName, x: number, y: number, size: number, angle = 0): string {
  const turn = angle ? ` transform="rotate(${fixed(angle)} ${fixed(x)} ${fixed(y)})"` : "";
  return `<g${turn}><svg x="${fixed(x - size / 2)}" y="${fixed(y - size / 2)}" width="${size}" height="${size}" viewBox="0 0 ${ICON_SIZE} ${ICON_SIZE}">${FLUENT_ICONS[name]}</svg></g>`;
}

export function recipeImageSvg(input: ImageInput): string {
  const art = chooseRecipeArt(input);
  const random = seededRandom(input.id);
  const { light, dark, angle } = backgroundOf(input.id, input.cuisine);
  const choices = LAYOUTS[art.ingredients.length] ?? LAYOUTS[0]!;
  const layout = choices[Math.floor(random() * choices.length)]!;
  const size = art.ingredients.length <= 2 ? 72 : 64;
  const foods = art.ingredients.map((name, i) => {
    const slot = SLOTS[layout[i]!];
    const x = slot.x + (random() - 0.5) * 14;
    const y = slot.y + (random() - 0.5) * 14;
    const backdrop = `<circle cx="${fixed(x)}" cy="${fixed(y)}" r="${fixed(size * 0.6)}" fill="#ffffff" fill-opacity="0.5"/>`;
    return backdrop + icon(name, x, y, size, (random() - 0.5) * 24);
  });
  const dots = Array.from({ length: 12 }, () => {
    const r = 2 + random() * 4;
    return `<circle cx="${fixed(random() * WIDTH)}" cy="${fixed(random() * HEIGHT)}" r="${fixed(r)}" fill="#ffffff" fill-opacity="0.35"/>`;
  }).join("");
  const rad = (angle * Math.PI) / 180;
  const [x1, y1, x2, y2] = [0.5 - Math.cos(rad) / 2, 0.5 - Math.sin(rad) / 2, 0.5 + Math.cos(rad) / 2, 0.5 + Math.sin(rad) / 2].map(fixed);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img"><title>${escapeText(input.title)}</title>
<defs><linearGradient id="bg" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient>
<radialGradient id="halo"><stop offset="0.55" stop-color="#ffffff" stop-opacity="0.7"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient></defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>${dots}
<circle cx="${CENTRE.x}" cy="${CENTRE.y}" r="118" fill="url(#halo)"/>
<ellipse cx="${CENTRE.x}" cy="${CENTRE.y + DISH_SIZE / 2 - 4}" rx="58" ry="8" fill="#000000" fill-opacity="0.12"/>
${icon(art.dish, CENTRE.x, CENTRE.y, DISH_SIZE)}
${foods.join("\n")}
</svg>`;
}
