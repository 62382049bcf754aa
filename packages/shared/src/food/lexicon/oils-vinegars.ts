import { food } from "./entry";

/**
 * Cooking oils, shortenings and vinegars. Oils take their plant's marks through the form "oil"
 * ("sesame oil", "walnut oil"), so only oils with their own names are listed. Highly refined oils
 * are not major allergens (FALCPA section 201(qq); EU Annex II exempts fully refined soybean oil),
 * so "vegetable oil" holds no soy. Wine vinegars hold sulphites; malt vinegar is barley.
 */
const NOT_ANIMAL = ["milk", "pork", "beef", "meat"] as const;

export const OILS_VINEGARS = [
  food(
    "vegetable oil|cooking oil|neutral oil|salad oil|frying oil|oil for frying|high-heat oil|high heat oil|blended oil|vegetable cooking oil|deep frying oil|deep-frying oil|oil for deep frying|flavourless oil|flavorless oil|mild oil|any oil|wesson|wesson oil|mazola|mazola oil|crisco oil|neutral cooking oil|neutral-flavored oil|oil of choice|oil of your choice|shallow frying oil|cooking oil spray",
    "fat",
    {
      without: [...NOT_ANIMAL],
      why: "A refined plant oil (often soybean); highly refined oils are exempt from allergen labelling (FALCPA; EU Annex II 6(a)), so no soy mark.",
    },
  ),
  food(
    "olive oil|extra virgin olive oil|extra-virgin olive oil|evoo|light olive oil|pure olive oil|virgin olive oil|olive pomace oil|mild olive oil|good olive oil|garlic-infused olive oil|fruity olive oil|spanish olive oil|greek olive oil|italian olive oil|cold pressed olive oil|aceite de oliva|huile d'olive|olio|olio d'oliva|olive oil spray|olive oil cooking spray",
    "olive|vegetable oil",
  ),
  food("canola oil|rapeseed oil|cold-pressed rapeseed oil|cold pressed rapeseed oil|canola|lorenzo canola oil", "vegetable oil"),
  food(
    "sunflower oil|safflower oil|safflower|grapeseed oil|grape seed oil|rice bran oil|corn oil|maize oil|cottonseed oil|high oleic sunflower oil|high oleic safflower oil|groundnut and sunflower oil",
    "vegetable oil",
  ),
  food("palm oil|red palm oil|palm kernel oil|palm fruit oil|sustainable palm oil|dende oil|dendê|azeite de dendê|zomi|palm shortening", "vegetable oil"),
  food(
    "avocado oil|flaxseed oil|linseed oil|flax oil|hemp oil|hemp seed oil|pumpkin seed oil|argan oil|camellia oil|camellia seed oil|tea seed oil|perilla oil|wild sesame oil|black seed oil|nigella oil|sacha inchi oil|chia oil|apricot kernel oil|plum kernel oil|sea buckthorn oil|olive leaf oil",
    "vegetable oil",
    {
      why: "Pressed seed oils; none is from an allergen family (apricot kernel is not on the FDA tree-nut list).",
    },
  ),
  food(
    "gingelly oil|til oil|til ka tel|nallennai|chinese sesame oil|kadoya sesame oil|kadoya|japanese sesame oil|korean sesame oil|chamgireum|perilla sesame oil",
    "sesame",
  ),
  food("mustard oil|kachi ghani mustard oil|kachi ghani|sarson ka tel|sarson oil|sarso tel|mustard seed oil", "mustard", {
    why: "Pressed from mustard seed (EU Annex II: mustard).",
  }),
  food(
    "cooking spray|nonstick cooking spray|non-stick cooking spray|non-stick spray|nonstick spray|oil spray|spray oil|canola spray|canola oil spray|vegetable oil spray|avocado oil spray|coconut oil spray|frylight|fry light|1 cal spray|one calorie spray|low calorie cooking spray|spray cooking oil|spritz of oil",
    "vegetable oil",
    {
      may: ["soybeans"],
      why: "Cooking sprays are oil with lecithin, usually from soy.",
    },
  ),
  food("pam|pam cooking spray|pam original|pam spray", "cooking spray", { has: ["soybeans"], why: "PAM Original is canola oil with soy lecithin." }),
  food(
    "baking spray|pam baking|pam baking spray|baking spray with flour|bakers joy|baker's joy|cake release|pan release|wilton cake release",
    "vegetable oil",
    {
      has: ["wheat", "gluten"],
      may: ["soybeans"],
      why: "Baking sprays are oil with wheat flour and soy lecithin.",
    },
  ),
  food(
    "vegetable shortening|shortening|crisco|crisco shortening|solid vegetable shortening|all-vegetable shortening|trex|white flora|cookeen|copha|vegetable fat|white vegetable fat|hydrogenated vegetable oil|spectrum shortening|manteca vegetal|vanaspati|dalda|vegetable ghee|butter flavored shortening|butter flavor crisco|shortening sticks",
    "fat",
    {
      without: [...NOT_ANIMAL],
      why: "Hydrogenated plant oils (soybean, palm, cottonseed), refined: no milk, no soy mark.",
    },
  ),
  food("ghee substitute|vegetable ghee blend|vegan ghee", "fat", {
    without: [...NOT_ANIMAL],
    may: ["milk"],
    why: "Some 'ghee' blends mix butterfat with vegetable oil.",
  }),
  // vinegars
  food(
    "vinegar|white vinegar|distilled vinegar|distilled white vinegar|spirit vinegar|white spirit vinegar|grain vinegar|cane vinegar|coconut vinegar|palm vinegar|nipa vinegar|sukang iloko|sukang maasim|datu puti|datu puti vinegar|vinagre|vinaigre|aceto|white distilled vinegar|5% vinegar|distilled spirit vinegar",
    "condiment",
    {
      why: "Distilled and spirit vinegars are made from ethyl alcohol of agricultural origin, exempt in EU Annex II; no alcohol remains.",
    },
  ),
  food(
    "rice vinegar|rice wine vinegar|seasoned rice vinegar|unseasoned rice vinegar|japanese rice vinegar|sushi vinegar|seasoned rice wine vinegar|mizkan rice vinegar|marukan rice vinegar|brown rice vinegar|komezu|sushi zu|sushizu|chinese rice vinegar|white rice vinegar|korean rice vinegar",
    "vinegar|rice",
  ),
  food(
    "red wine vinegar|white wine vinegar|wine vinegar|sherry vinegar|champagne vinegar|cava vinegar|prosecco vinegar|moscatel vinegar|muscat vinegar|chardonnay vinegar|cabernet vinegar|cabernet sauvignon vinegar|zinfandel vinegar|banyuls vinegar|vinaigre de vin|aceto di vino|rosé vinegar|rose wine vinegar|vinagre de jerez|jerez vinegar|pedro ximenez vinegar|tarragon vinegar|herb vinegar|raspberry vinegar|fruit vinegar|fig vinegar|pomegranate vinegar|blackberry vinegar|reserve sherry vinegar|aged sherry vinegar|vinagre de vino",
    "vinegar",
    {
      has: ["sulphites"],
      why: "Wine vinegars keep the wine's sulphites (EU Annex II: over 10 mg/l); herb and fruit vinegars are usually wine-based.",
    },
  ),
  food(
    "balsamic vinegar|balsamic|aged balsamic|aged balsamic vinegar|balsamic glaze|balsamic reduction|white balsamic vinegar|white balsamic|balsamic condiment|aceto balsamico|aceto balsamico di modena|balsamic vinegar of modena|traditional balsamic vinegar|aceto balsamico tradizionale|condimento balsamico|crema di balsamico|balsamic cream|balsamic syrup|glaze of balsamic|golden balsamic",
    "vinegar",
    {
      may: ["sulphites"],
      why: "Balsamic is cooked grape must and wine vinegar; most bottles declare sulphites.",
    },
  ),
  food(
    "malt vinegar|brown malt vinegar|distilled malt vinegar|sarsons malt vinegar|chip shop vinegar|pickling vinegar|spiced pickling vinegar|malt vinegar spray",
    "vinegar",
    {
      has: ["gluten"],
      why: "Brewed from malted barley (EU Annex II requires 'barley'); Coeliac UK notes that the traces left are usually tolerated.",
    },
  ),
  food("non-brewed condiment|non brewed condiment|acetic acid|vinegar essence|essig essenz", "vinegar", { why: "Acetic acid and water: no barley." }),
  food(
    "apple cider vinegar|cider vinegar|acv|raw apple cider vinegar|bragg apple cider vinegar|bragg's apple cider vinegar|apple vinegar|unfiltered apple cider vinegar|apple cider vinegar with the mother|cider vinegar with mother",
    "vinegar|apple",
  ),
  food(
    "chinese black vinegar|black vinegar|chinkiang vinegar|chinkiang|zhenjiang vinegar|zhenjiang|shanxi vinegar|shanxi mature vinegar|shanxi aged vinegar|black rice vinegar|chinese red vinegar|red vinegar|chinese brown rice vinegar|gold plum chinkiang vinegar|koon chun black vinegar",
    "vinegar",
    {
      has: ["wheat", "gluten"],
      may: ["soybeans"],
      why: "Chinkiang and Shanxi vinegars are fermented from glutinous rice or sorghum with wheat bran and barley or pea koji.",
    },
  ),
  food(
    "umeboshi vinegar|ume vinegar|ume plum vinegar|ume su|umezu|persimmon vinegar|date vinegar|honey vinegar|kombucha vinegar|sugar cane vinegar|jaggery vinegar|toddy vinegar",
    "vinegar",
  ),
  // how much fat a product keeps, said after it ("coconut milk, full fat"): not the food "fat"
  food("full fat|full-fat|whole fat|half fat|half-fat|high fat|0% fat|1% fat|2% fat|3% fat|5% fat|10% fat|20% fat|fat content", "food additive", {
    why: "Says how much fat a product keeps, not an added fat: without this, 'full fat' after a food reads as the food 'fat' (may butter or lard).",
  }),
];
