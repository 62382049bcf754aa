import { food } from "./entry";

/**
 * Fresh and dried herbs and leaves. "Cilantro" (coriander leaves) and "coriander seed" are apart,
 * so a cilantro dislike covers coriander leaves but not ground coriander; "coriander" alone is
 * either (UK leaves, US seed), so it descends from both.
 */
export const HERBS = [
  food(
    "cilantro|fresh cilantro|cilantro leaves|coriander leaves|coriander leaf|fresh coriander|fresh coriander leaves|chinese parsley|cilantro sprigs|coriander sprigs|coriander stalks|coriander stems|cilantro stems|coriander root|coriander roots|cilantro roots|cilantro root|hara dhania|dhania leaves|dhaniya leaves|dhania patta|kothimbir|kothamalli|pak chee|phak chi|rau mui|cilantro bunch|chopped cilantro|chopped coriander|coriander leaves and stems|koriander",
    "herb",
  ),
  food(
    "culantro|sawtooth coriander|sawtooth herb|ngo gai|recao|shadow beni|chadon beni|bhandhania|long coriander|mexican coriander|spiny coriander|pak chee farang",
    "cilantro",
    { why: "Culantro tastes like cilantro (the same aldehydes), so a cilantro dislike covers it." },
  ),
  food("coriander|dhania|dhaniya|coriander herb", "cilantro|coriander seed", {
    why: "'Coriander' alone is the leaf in the UK and the seed in the US.",
  }),
  food(
    "parsley|fresh parsley|flat-leaf parsley|flat leaf parsley|flatleaf parsley|italian parsley|curly parsley|parsley leaves|chopped parsley|parsley sprigs|parsley stems|parsley stalks|continental parsley|perejil|prezzemolo|persil|petersilie|maidanos|bakdounes|dried parsley|parsley flakes|dried parsley flakes|dried parsley leaves",
    "herb",
  ),
  food(
    "basil|fresh basil|basil leaves|sweet basil|genovese basil|basil sprigs|basil tops|purple basil|opal basil|lemon basil|greek basil|bush basil|cinnamon basil|basilico|albahaca|basilic|dried basil|basil dried|dried basil leaves|crushed basil|basil paste|basil puree",
    "herb",
  ),
  food(
    "thai basil|thai basil leaves|bai horapa|horapa|rau que|asian basil|anise basil|holy basil|holy basil leaves|tulsi|tulsi leaves|bai krapow|bai kaprao|kaprao|krapow|hot basil",
    "basil",
  ),
  food(
    "mint|fresh mint|mint leaves|spearmint|peppermint leaves|mint sprigs|peppermint|fresh peppermint|apple mint|chocolate mint|moroccan mint|garden mint|pudina|pudina leaves|menta|menthe|nana|na'na|dried mint|dried mint leaves|crushed dried mint|mint flakes|vietnamese mint|rau ram|laksa leaf|laksa leaves|daun kesom|water mint|pennyroyal|huacatay|black mint|peruvian black mint",
    "herb",
  ),
  food(
    "dill|fresh dill|dill sprigs|dill weed fresh|dill fronds|dill leaves fresh|eneldo|aneth|shepu leaves|sua|ukrop|dried dill|dill weed|dried dill weed|dillweed|dill tips",
    "herb",
  ),
  food(
    "chives|chive|fresh chives|chopped chives|snipped chives|chive flowers|chive blossoms|ciboulette|schnittlauch|garlic chives|chinese chives|nira|buchu|gau choy|kucai|ku chai|yellow chives|chinese yellow chives|flowering chives|chive stems",
    "herb",
  ),
  food("tarragon|fresh tarragon|tarragon leaves|french tarragon|dried tarragon|tarragon sprigs|estragon|mexican tarragon|texas tarragon", "herb"),
  food("chervil|fresh chervil|chervil sprigs|cerfeuil|fines herbes|fine herbes", "herb"),
  food(
    "rosemary|fresh rosemary|rosemary sprig|rosemary sprigs|rosemary leaves|rosemary needles|dried rosemary|rosemary dried|crushed rosemary|dried rosemary leaves|ground rosemary|rosmarino|romero",
    "herb",
  ),
  food(
    "thyme|fresh thyme|thyme sprig|thyme sprigs|thyme leaves|lemon thyme|english thyme|french thyme|wild thyme|dried thyme|thyme dried|dried thyme leaves|ground thyme|tomillo|thym|timo",
    "herb",
  ),
  food("sage|fresh sage|sage leaves|dried sage|ground sage|rubbed sage|sage sprigs|crispy sage|salvia", "herb"),
  food("poultry seasoning|bell's seasoning|bells seasoning|stuffing herbs", "herb", { why: "Sage, thyme, marjoram and rosemary; no poultry." }),
  food(
    "oregano|dried oregano|oregano leaves|mexican oregano|greek oregano|italian oregano|ground oregano|fresh oregano|oregano sprigs|wild oregano|rigani|turkish oregano|oregano dried|oreganum|origano|dried oregano leaves",
    "herb",
  ),
  food("marjoram|dried marjoram|marjoram leaves|ground marjoram|fresh marjoram|sweet marjoram|mejorana|majoran", "herb"),
  food(
    "bay leaf|bay leaves|dried bay leaves|dried bay leaf|fresh bay leaves|fresh bay leaf|laurel leaves|laurel|indian bay leaves|indian bay leaf|tej patta|tejpat|california bay leaves|turkish bay leaves|bay|laurier|alloro",
    "herb",
  ),
  food(
    "curry leaf|curry leaves|fresh curry leaves|fresh curry leaf|curry leaf sprig|curry leaf sprigs|kadi patta|kari patta|karivepaku|kariveppila|karuveppilai|dried curry leaves",
    "herb",
    { why: "Curry leaves are a herb (Murraya), not curry powder." },
  ),
  food(
    "lemongrass|lemon grass|lemongrass stalk|lemongrass stalks|stalk lemongrass|stalks lemongrass|lemongrass paste|lemongrass puree|frozen lemongrass|minced lemongrass|takrai|serai|sereh|citronella grass",
    "herb",
  ),
  food(
    "lemon balm|melissa|lemon verbena|verveine|lovage|lovage leaves|summer savory|winter savory|savory|savoury|sarriette|hyssop|angelica|sweet cicely|woodruff|sweet woodruff|rue|stevia leaves|costmary|bergamot leaves|bee balm|anise hyssop|sorrel herb",
    "herb",
  ),
  food("shiso|shiso leaves|perilla|perilla leaves|green shiso|red shiso|oba|ooba|kkaennip|kkaenip|sesame leaves|tia to|tía tô|korean perilla", "herb", {
    why: "Perilla ('sesame leaves' in Korean) is a mint relative, not sesame.",
  }),
  food(
    "epazote|fresh epazote|epazote leaves|epazote sprigs|dried epazote|hoja santa|hierba santa|avocado leaves|dried avocado leaves|hojas de aguacate|papalo|pápalo|pipicha|quelites",
    "herb",
  ),
  food("pandan|pandan leaves|pandan leaf|screwpine leaves|screwpine|kewra|kewra water|pandan paste|pandan juice|bai toey|daun pandan|rampe", "herb"),
  food(
    "banana leaves|banana leaf|frozen banana leaves|hoja de platano|hojas de plátano|lotus leaves|lotus leaf|dried lotus leaves|bamboo leaves|bamboo leaf|ti leaves|corn leaves|hoja santa leaves|oak leaves|fig leaves|fig leaf|shiso wrap leaves",
    "herb",
  ),
  food("grape leaves|grapevine leaves|vine leaves|jarred grape leaves|preserved vine leaves|brined grape leaves|wara enab|warak enab|yaprak", "herb", {
    may: ["sulphites"],
    why: "Jarred vine leaves are often preserved with sulphites.",
  }),
  food("fish mint|fish leaf|fish herb|diep ca|diếp cá|rau diep ca|houttuynia|vap ca|heartleaf|chameleon plant", "herb", {
    why: "Fish mint is a herb named for its smell: no fish.",
  }),
  food(
    "herbes de provence|herbs de provence|herbes de provance|provencal herbs|italian seasoning|italian herbs|dried italian herbs|italian herb seasoning|italian herb mix|dried mixed herbs|mixed dried herbs|herb blend|fresh mixed herbs|soft herbs|tender herbs|woody herbs|herb sprigs|bunch of herbs|handful of herbs|fresh herb mix|salad herbs",
    "herb",
  ),
  food("bouquet garni|bouquet garni sachet|herb bundle|faggot of herbs", "herb", {
    may: ["celery"],
    why: "A bouquet garni of parsley, thyme and bay is often tied in leek or with a celery stick.",
  }),
];
