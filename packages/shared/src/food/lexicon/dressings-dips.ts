import { food } from "./entry";

/**
 * Salad dressings, dips and savoury spreads. Caesar dressing holds anchovy, egg and Parmesan;
 * creamy dressings egg and milk; vinaigrettes often mustard and wine vinegar (sulphites). Marmite
 * and Vegemite are yeast extract from brewing (barley, wheat: gluten); Bovril holds beef.
 */
const DRESSING = "Bottled dressings vary: creamy ones hold egg and milk, vinaigrettes mustard and wine vinegar, some cheese, anchovy or soy.";

export const DRESSINGS_DIPS = [
  food(
    "dressing|salad dressing|dressing of choice|your favorite dressing|creamy dressing|house dressing|bottled dressing|store-bought dressing|salad dressing of choice|newman's own dressing|ken's dressing|kens steakhouse|kraft dressing|wish-bone|wishbone dressing|marie's dressing|bolthouse farms dressing|primal kitchen dressing|light dressing|low fat dressing|fat free dressing",
    "condiment",
    {
      may: ["egg", "milk", "mustard", "sulphites", "soybeans", "sesame", "fish", "wheat", "gluten"],
      why: DRESSING,
    },
  ),
  food(
    "vinaigrette|french vinaigrette|classic vinaigrette|simple vinaigrette|red wine vinaigrette|white wine vinaigrette|sherry vinaigrette|champagne vinaigrette|lemon vinaigrette|citrus vinaigrette|dijon vinaigrette|mustard vinaigrette|balsamic vinaigrette|balsamic dressing|raspberry vinaigrette|herb vinaigrette|shallot vinaigrette|greek dressing|greek vinaigrette|italian dressing|zesty italian dressing|italian vinaigrette|creamy italian dressing|french dressing|catalina dressing|catalina|oil and vinegar dressing|olive oil and lemon dressing|lemon dressing|lemon and oil dressing|ladolemono|sauce vinaigrette|house vinaigrette",
    "condiment",
    {
      may: ["mustard", "sulphites", "milk", "egg", "animal-product"],
      why: "Vinaigrettes are oil and vinegar (wine vinegar: sulphites), usually with mustard, sometimes honey; Italian dressings may hold cheese, French dressings egg.",
    },
  ),
  food("caesar dressing|caesar salad dressing|caesar|creamy caesar|caesar vinaigrette|caesar sauce|classic caesar dressing", "condiment", {
    has: ["fish", "egg", "milk"],
    may: ["mustard", "slaughter"],
    why: "Caesar dressing is anchovy (fish), egg yolk and Parmesan (milk, animal rennet), often with Dijon and Worcestershire.",
  }),
  food(
    "ranch|ranch dressing|buttermilk ranch|buttermilk dressing|hidden valley ranch|hidden valley|ranch dip|spicy ranch|avocado ranch|blue cheese dressing|bleu cheese dressing|blue cheese dip|chunky blue cheese dressing|green goddess|green goddess dressing|goddess dressing|yogurt dressing|yoghurt dressing|creamy herb dressing|dill dressing|sour cream dressing|comeback dressing|creamy garlic dressing|parmesan dressing|peppercorn ranch|creamy peppercorn dressing|coleslaw dressing|slaw dressing|poppy seed dressing|poppyseed dressing",
    "condiment",
    {
      has: ["milk"],
      may: ["egg", "mustard", "fish", "soybeans", "slaughter"],
      why: "Creamy dressings are buttermilk, sour cream or yogurt with mayonnaise (egg); green goddess traditionally holds anchovy.",
    },
  ),
  food("honey mustard dressing|honey dijon dressing|honey mustard vinaigrette|maple mustard dressing", "honey mustard", {
    may: ["egg", "sulphites"],
    why: "Mustard and honey, often with mayonnaise.",
  }),
  food("salad cream|heinz salad cream|sandwich spread|heinz sandwich spread", "condiment", {
    has: ["egg", "mustard"],
    may: ["milk"],
    why: "Salad cream is oil, vinegar, egg yolk and mustard.",
  }),
  food(
    "asian dressing|sesame ginger dressing|ginger sesame dressing|asian sesame dressing|ginger dressing|carrot ginger dressing|japanese ginger dressing|miso ginger dressing|soy ginger dressing|wafu dressing|wafu|oriental dressing|chinese chicken salad dressing|peanut lime dressing|thai dressing|thai salad dressing|nam yum",
    "condiment",
    {
      may: ["sesame", "soybeans", "wheat", "gluten", "peanuts", "fish"],
      why: "Asian-style dressings are soy sauce (soy, wheat), sesame oil, rice vinegar and ginger; Thai dressings fish sauce.",
    },
  ),
  // dips and spreads
  food("guacamole|guac|holy guacamole|wholly guacamole|avocado dip|avocado salsa|avocado crema|avocado mash|smashed avocado", "avocado"),
  food(
    "baba ganoush|baba ghanoush|baba ganouj|baba ghanouj|baba ganoush dip|mutabal|moutabal|mutabbal|eggplant dip|aubergine dip|melitzanosalata|eggplant caviar|aubergine caviar",
    "eggplant",
    {
      may: ["sesame", "milk"],
      why: "Smoked aubergine with tahini (sesame); mutabal may add yogurt.",
    },
  ),
  food("muhammara|mhammara|red pepper walnut dip|acuka|red pepper and walnut dip", "walnut", {
    has: ["wheat", "gluten"],
    may: ["sulphites"],
    why: "Roasted peppers, walnuts and breadcrumbs (wheat) with pomegranate molasses.",
  }),
  food(
    "tzatziki|tsatsiki|tzaziki|cacık|cacik|jajik|raita|cucumber raita|onion raita|boondi raita|mint raita|yogurt sauce|yoghurt sauce|yogurt dip|yoghurt dip|mast-o-khiar|mast o khiar|borani|yogurt mint sauce|garlic yogurt sauce|dill yogurt sauce|yogurt tahini sauce|white sauce for gyros|gyro sauce|skyr dip",
    "yogurt",
    {
      may: ["sesame", "wheat", "gluten"],
      why: "Yogurt with cucumber, garlic and herbs (boondi raita holds fried gram-flour pearls; some sauces tahini).",
    },
  ),
  food("taramasalata|tarama|taramosalata|taramasalata dip|cod roe dip|tarama dip", "fish roe", {
    has: ["wheat", "gluten"],
    may: ["milk"],
    why: "Cured cod or carp roe beaten with bread (wheat) and oil.",
  }),
  food("skordalia|skordalia dip|garlic potato dip|garlic bread dip", "garlic", {
    may: ["tree nuts", "wheat", "gluten"],
    why: "Garlic with potato or bread, often almonds or walnuts.",
  }),
  food("tapenade|black olive tapenade|green olive tapenade|olive tapenade|olivada|olive spread|olive paste|tapenade noire", "olive|condiment", {
    may: ["fish"],
    why: "Olives, capers and usually anchovies.",
  }),
  food(
    "htipiti|tirokafteri|kopanisti|whipped feta|whipped feta dip|feta dip|spicy feta dip|pimento cheese|pimiento cheese|pimento cheese spread|cheese ball|cheese spread dip|beer cheese|beer cheese dip|obatzda|obazda|liptauer|cheese dip spread|boursin dip",
    "cheese",
    {
      may: ["egg", "alcohol"],
      why: "Cheese dips: pimento cheese holds mayonnaise (egg), beer cheese and obatzda beer.",
    },
  ),
  food(
    "spinach dip|spinach artichoke dip|spinach and artichoke dip|artichoke dip|hot artichoke dip|french onion dip|onion dip|sour cream dip|sour cream and onion dip|dill dip|veggie dip|vegetable dip|cream cheese dip|buffalo chicken dip|knorr spinach dip|chip dip|clam dip|crab dip|hot crab dip|smoked salmon dip|salmon spread|smoked trout pate|smoked mackerel pate|tuna dip|seven layer dip|7 layer dip|layered dip|taco dip|bean dip|black bean dip|refried bean dip",
    "dairy",
    {
      may: ["egg", "wheat", "gluten", "celery", "soybeans", "pork", "fish", "crustacean shellfish", "molluscs", "meat"],
      why: "Party dips are sour cream, cream cheese or mayonnaise with soup mix, seafood, chicken or refried beans.",
    },
  ),
  food(
    "nutella|hazelnut spread|chocolate hazelnut spread|nocciolata|nutella spread|hazelnut cocoa spread|chocolate spread|choc spread|chocolate spread hazelnut|nutella jar|ferrero nutella|chocolate nut spread|nutella b-ready",
    "hazelnut|confectionery",
    {
      has: ["milk", "soybeans"],
      why: "Nutella is sugar, palm oil, hazelnuts, cocoa, skimmed milk powder and soy lecithin.",
    },
  ),
  food("marmite|marmite spread|marmite yeast extract|promite|cenovis|vegex|yeast extract spread", "food additive", {
    has: ["gluten", "wheat", "celery"],
    why: "Marmite is yeast extract from brewing (barley, wheat, oats, rye: gluten); its flavouring holds celery.",
  }),
  food("vegemite|vegemite spread", "food additive", {
    has: ["gluten", "wheat"],
    why: "Vegemite is yeast extract grown on barley and wheat, with barley malt extract; its label declares barley and wheat, not celery.",
  }),
  food("yeast extract|yeast extracts|autolyzed yeast|autolysed yeast extract|hydrolyzed yeast|yeast spread", "food additive", {
    may: ["gluten", "celery"],
    why: "Yeast extract is often spent brewer's yeast (barley); spreads may add celery.",
  }),
  food("bovril|bovril beef|beef extract|meat extract|liebig's extract|bovril spread", "beef|condiment", {
    has: ["celery"],
    may: ["gluten"],
    why: "Bovril is beef extract and yeast extract with spices (celery).",
  }),
  food("potted shrimps|potted shrimp|morecambe bay potted shrimps|potted crab", "shrimp", { has: ["milk"], why: "Brown shrimps set in spiced butter." }),
  food(
    "chicken salad|chicken salad spread|coronation chicken|chicken mayo|egg and cress|ham salad|ham spread|deviled ham spread|shrimp salad|crab salad|lobster salad|seafood salad|imitation crab salad|kani salad",
    "dish",
    {
      has: ["egg"],
      may: ["mustard", "meat", "pork", "fish", "crustacean shellfish", "tree nuts", "milk"],
      why: "Mayonnaise-dressed salads; coronation chicken adds curry, and often almonds.",
    },
  ),
  food(
    "potato salad|macaroni salad|pasta salad|coleslaw|cole slaw|slaw|creamy coleslaw|deli coleslaw|russian salad|olivier salad|salade russe|german potato salad|waldorf salad|ambrosia salad|broccoli salad|egg salad sandwich filling",
    "dish",
    {
      may: ["egg", "mustard", "wheat", "gluten", "pork", "tree nuts", "milk", "slaughter"],
      why: "Deli salads are dressed with mayonnaise (egg) and mustard; macaroni and pasta salads are wheat; German potato salad holds bacon; Waldorf walnuts; ambrosia marshmallows.",
    },
  ),
  food(
    "caesar salad|greek salad|horiatiki|nicoise salad|salade niçoise|niçoise salad|cobb salad|chef salad|chef's salad|garden salad with dressing|house salad|tabbouleh|tabouleh|tabouli|fattoush|panzanella|caprese|caprese salad|insalata caprese|som tam|green papaya salad|larb|laab|yam woon sen|gado gado|rojak|kachumber|shirazi salad|israeli salad|salad olivier",
    "dish",
    {
      may: ["egg", "milk", "fish", "wheat", "gluten", "peanuts", "crustacean shellfish", "pork", "meat", "sulphites", "mustard"],
      why: "Composed salads: Caesar (anchovy, egg, Parmesan, croutons), Greek (feta), niçoise (tuna, egg, anchovy), tabbouleh (bulgur wheat), fattoush and panzanella (bread), som tam (fish sauce, dried shrimp, peanuts), larb (meat), gado gado (peanuts, egg).",
    },
  ),
];
