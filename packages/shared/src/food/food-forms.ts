import type { Mark } from "./marks";

/**
 * Words that, right after a food, name a part or a form of that same food: "lime zest", "chicken
 * thighs", "almond flour", "vegetable stock". They carry the food's marks, plus their own `adds`.
 * `alone` is the food the word means with no food before it ("flour" is wheat flour, "steak" is
 * beef); without one, a form alone cannot be placed ("2 fillets": of what?). Dairy words (milk,
 * butter, cream, cheese) are never forms: "chocolate milk" is milk; the plant ones are entries.
 */
export interface FoodForm {
  alone?: string;
  adds?: { has?: Mark[]; may?: Mark[] };
  /**
   * A meat product ("bacon", "sausage", "burger"): a form only of an animal food ("turkey bacon",
   * "salmon burger"); after anything else it is the product itself as well ("maple bacon" is pork).
   */
  meatProduct?: boolean;
}

const parts = (words: string, form: FoodForm = {}) => words.split(/\s+/).map((w) => [w, form] as const);

const SAUSAGE_MAY: Mark[] = ["pork", "wheat", "gluten", "sulphites", "milk", "mustard", "celery", "soybeans"];

export const FOOD_FORMS: ReadonlyMap<string, FoodForm> = new Map<string, FoodForm>([
  ...parts(`zest peel rind pith pulp puree flesh segment wedge slice chunk cube piece strip round ring half quarter shell
    spear floret stalk stem rib leaf sprig head bulb clove kernel pod tip top green sprout shoot heart root
    fillet filet loin tenderloin breast thigh leg drumstick drumette wing chop cutlet escalope shank shoulder rack belly
    cheek jowl hock knuckle trotter foot feet neck tail back carcass bone skin crackling liver kidney gizzard tongue
    dripping roe ink meat powder flake granule crumb chip paste meal starch oil water syrup
    sugar salt juice nib nugget tender strip portion mignon medallion confit`),
  ["flour", { alone: "wheat flour" }],
  ["oil", { alone: "vegetable oil" }],
  ["sugar", { alone: "sugar" }],
  ["salt", { alone: "salt" }],
  ["water", { alone: "water" }],
  ["fat", { alone: "fat" }],
  ["meat", { alone: "meat" }],
  ["liver", { alone: "liver" }],
  ["kidney", { alone: "kidney" }],
  ["tongue", { alone: "tongue" }],
  ["roe", { alone: "fish roe" }],
  ["extract", { adds: { has: ["alcohol"] } }],
  ["essence", { adds: { may: ["alcohol"] } }],
  ["stock", { adds: { may: ["celery"] } }],
  ["broth", { adds: { may: ["celery"] } }],
  ["consomme", { adds: { may: ["celery"] } }],
  ["bouillon", { adds: { may: ["celery", "wheat", "gluten", "milk", "soybeans"] } }],
  ["sausage", { alone: "sausage", adds: { may: SAUSAGE_MAY }, meatProduct: true }],
  ["banger", { alone: "sausage", adds: { may: SAUSAGE_MAY }, meatProduct: true }],
  ["link", { adds: { may: SAUSAGE_MAY } }],
  ["frank", { alone: "frankfurter", adds: { may: SAUSAGE_MAY }, meatProduct: true }],
  ["hotdog", { alone: "frankfurter", adds: { may: SAUSAGE_MAY }, meatProduct: true }],
  ["meatball", { alone: "meatball", adds: { may: ["egg", "wheat", "gluten", "milk", "pork"] }, meatProduct: true }],
  ["burger", { alone: "beef burger", adds: { may: ["wheat", "gluten", "egg", "soybeans"] }, meatProduct: true }],
  ["patty", { alone: "beef burger", meatProduct: true }],
  ["steak", { alone: "beef steak", meatProduct: true }],
  ["mince", { alone: "minced beef", meatProduct: true }],
  ["bacon", { alone: "bacon", meatProduct: true }],
  ["ham", { alone: "ham", meatProduct: true }],
  ["jerky", { alone: "jerky", adds: { may: ["soybeans", "wheat", "gluten"] }, meatProduct: true }],
]);

/**
 * Words before a food that take marks away: "gluten-free soy sauce" holds no wheat. A plant or
 * "free-from" version of an animal food is made of something else, unknown here, so it may hold
 * the allergens such products use (soy, nuts, wheat, lupin): that is `substitutes`.
 */
export interface FoodModifier {
  removes: readonly Mark[];
  substitutes?: boolean;
}

const FLESH: Mark[] = ["meat", "pork", "beef", "slaughter", "sea-animal", "fish", "crustacean shellfish", "molluscs"];
const ANIMAL: Mark[] = [...FLESH, "milk", "egg", "animal-product"];
export const SUBSTITUTE_MAY: readonly Mark[] = ["soybeans", "tree nuts", "wheat", "gluten", "lupin"];

const modifier = (phrases: string, value: FoodModifier) => phrases.split("|").map((p) => [p.trim(), value] as const);

export const FOOD_MODIFIERS: ReadonlyMap<string, FoodModifier> = new Map<string, FoodModifier>([
  ...modifier("gluten free|glutenfree|gf|gluten less", { removes: ["gluten", "wheat"] }),
  ...modifier("wheat free", { removes: ["wheat"] }),
  ...modifier("dairy free|non dairy|nondairy|milk free|dairyfree|dairy less", { removes: ["milk"], substitutes: true }),
  ...modifier("egg free|eggless|egg less|no egg", { removes: ["egg"], substitutes: true }),
  ...modifier("nut free", { removes: ["tree nuts", "peanuts"] }),
  ...modifier("peanut free", { removes: ["peanuts"] }),
  ...modifier("soy free|soya free", { removes: ["soybeans"] }),
  ...modifier("sesame free", { removes: ["sesame"] }),
  ...modifier("alcohol free|non alcoholic|nonalcoholic|dealcoholised|dealcoholized|alcohol removed|zero alcohol", { removes: ["alcohol"] }),
  ...modifier("sulphite free|sulfite free", { removes: ["sulphites"] }),
  ...modifier("vegan|plant based|plantbased|vegetable based|animal free", { removes: ANIMAL, substitutes: true }),
  ...modifier("vegetarian|meatless|meat free|fishless|fish free", { removes: FLESH, substitutes: true }),
  // "chicken-style stock powder" (Australia, UK): flavoured like it, made without it.
  ...modifier("chicken style|beef style|pork style|lamb style|fish style|meat style|ham style|bacon style|seafood style", {
    removes: FLESH,
    substitutes: true,
  }),
  // Said of a food, they change nothing this knowledge tracks; known so they are never taken for a food
  // ("mussels in their shells" are mussels, not pasta shells).
  ...modifier("in shell|in shells|in the shell|in their shell|in their shells|in the shells|on the half shell|shell on|shells on", { removes: [] }),
  ...modifier("lactose free|sugar free|fat free|low fat|reduced fat|low sodium|reduced sodium|no salt added|unsalted|salt free", { removes: [] }),
]);

/**
 * Words that may close a food's name without being its head: "chicken breasts, boneless" or
 * "tomatoes whole" are still chicken and tomato.
 */
export const TRAILING_DESCRIPTORS = new Set(
  `boneless skinless whole fresh frozen dried raw cooked canned tinned chopped diced sliced minced grated shredded crushed
   peeled cubed halved quartered softened melted divided optional large small medium extra ripe organic plain drained rinsed
   packed heaping heaped level scant each total about roughly approx approximately good quality preferably taste serving
   garnish needed more less room temperature cold hot warm`.split(/\s+/),
);

/** Marks that make a food an animal one: what a meat product may be a form of. */
export const ANIMAL_MARKS: readonly Mark[] = ["meat", "pork", "beef", "fish", "crustacean shellfish", "molluscs"];
