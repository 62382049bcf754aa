import { food } from "./entry";

/**
 * Tree nuts are the FDA's 12 (Edition 5 guidance, January 2025: almond, black walnut, Brazil nut,
 * California walnut, cashew, hazelnut, heartnut, macadamia, pecan, pine nut, pistachio, walnut) and
 * the EU's 8 (Annex II: almond, hazelnut, walnut, cashew, pecan, Brazil, pistachio, macadamia).
 * Chestnut, hickory, pili, kola, shea and coconut are on neither list. Peanuts are a legume
 * (legumes-soy.ts); seeds hold no tree nut (sesame is its own family, a root).
 */
const DELISTED = "Not a major allergen since FDA's 2025 guidance (nor in EU Annex II), but some people allergic to tree nuts react to it.";

export const NUTS_SEEDS = [
  food(
    "almond|almonds|whole almonds|raw almonds|roasted almonds|blanched almonds|whole blanched almonds|marcona almonds|smoked almonds|salted almonds|toasted almonds|almond kernels|bitter almonds|green almonds|chopped almonds|almond pieces|natural almonds|unblanched almonds|tamari almonds|candied almonds|sugared almonds|jordan almonds|dragées|badam|amandes|mandorle|almendras",
    "tree nut",
  ),
  food(
    "sliced almonds|slivered almonds|flaked almonds|almond slices|almond flakes|toasted sliced almonds|toasted flaked almonds|almond slivers|split almonds",
    "almond",
  ),
  food(
    "almond flour|almond meal|ground almonds|blanched almond flour|almond powder|superfine almond flour|fine almond flour|almond flour blanched|defatted almond flour|almond pulp",
    "almond",
  ),
  food(
    "almond butter|almond nut butter|smooth almond butter|crunchy almond butter|raw almond butter|roasted almond butter|almond spread|justin's almond butter",
    "almond",
  ),
  food("marzipan|almond paste|marchpane|mazapan|mazapán|mandelmassa|ready to roll marzipan|natural marzipan|golden marzipan|marzipan fruits", "almond", {
    may: ["egg"],
    why: "Ground almonds and sugar; some marzipan is bound with egg white.",
  }),
  food("orgeat|orgeat syrup|almond syrup|sirop d'orgeat|orzata|horchata de almendras", "almond"),
  food(
    "walnut|walnuts|walnut halves|walnut pieces|chopped walnuts|english walnuts|english walnut|persian walnuts|black walnuts|black walnut|california walnuts|candied walnuts|glazed walnuts|pickled walnuts|toasted walnuts|walnut kernels|heartnut|heartnuts|japanese walnut|akhrot|noix",
    "tree nut",
  ),
  food(
    "pecan|pecans|pecan halves|pecan pieces|chopped pecans|candied pecans|glazed pecans|spiced pecans|toasted pecans|pecan meal|pecan flour|pecan butter",
    "tree nut",
  ),
  food(
    "cashew|cashews|cashew nuts|cashew nut|raw cashews|roasted cashews|cashew pieces|cashew halves|unsalted cashews|salted cashews|kaju|cashew butter|cashew paste|cashew meal|cashew flour|soaked cashews|cajou",
    "tree nut",
  ),
  food("cashew cream|cashew sour cream|cashew crema|cashew sauce|cashew queso|cashew alfredo", "cashew", { why: "Blended soaked cashews, no milk." }),
  food(
    "pistachio|pistachios|pistachio nuts|pistachio nut|shelled pistachios|pistachio kernels|pistachio meal|ground pistachios|pistachio paste|pistachio cream|pistachio butter|pistachio spread|pistachio flour|pistacchio|pista|slivered pistachios|chopped pistachios",
    "tree nut",
  ),
  food(
    "hazelnut|hazelnuts|filbert|filberts|cobnuts|cobnut|cob nuts|chopped hazelnuts|blanched hazelnuts|toasted hazelnuts|roasted hazelnuts|skinned hazelnuts|ground hazelnuts|hazelnut meal|hazelnut flour|hazelnut butter|hazelnut paste|hazelnut praline paste|noisettes nuts|avellanas|nocciole|findik",
    "tree nut",
  ),
  food("gianduja|gianduia|gianduiotto|gianduiotti|hazelnut chocolate", "hazelnut", {
    has: ["milk"],
    may: ["soybeans"],
    why: "Chocolate with hazelnut paste, usually milk chocolate.",
  }),
  food("macadamia nut|macadamia nuts|macadamia|macadamias|bush nut|bush nuts|queensland nut|queensland nuts|macadamia butter|macadamia pieces", "tree nut"),
  food("brazil nut|brazil nuts|para nuts|para nut|castanha do para", "tree nut"),
  food(
    "pine nut|pine nuts|pignoli|pinoli|pignolias|pignolia|pinon|piñon|pinon nuts|piñon nuts|pinyon nuts|pine kernels|cedar nuts|korean pine nuts|chilgoza|toasted pine nuts",
    "tree nut",
  ),
  food(
    "praline|pralines|praline paste|praliné|praline powder|hazelnut praline|almond praline|pecan pralines|pecan praline|brittle|nut brittle|croquant|krokant",
    "nut|confectionery",
    {
      may: ["milk"],
      why: "Caramelised nuts (hazelnut, almond or pecan; brittle is often peanuts); New Orleans pralines add cream.",
    },
  ),
  food(
    "nougat|nougats|torrone|torrone morbido|turron|turrón|turron de jijona|turrón de alicante|montelimar nougat|montélimar nougat|white nougat|nougatine",
    "nut|confectionery",
    {
      has: ["egg", "animal-product"],
      why: "Honey and egg white with almonds, hazelnuts or pistachios (some peanuts).",
    },
  ),
  food("mixed nut butter|nut butter|nut butters|nut spread|nut paste|nut flour|nut meal|nut oil|nut milk", "nut"),
  food(
    "trail mix|scroggin|gorp|student mix|studentenfutter|fruit and nut mix|nut mix|nut and raisin mix|mixed nuts and raisins|bar nuts|cocktail nuts|deluxe mixed nuts|honey roasted nuts|spiced nuts|candied nuts|sugared nuts",
    "nut|snack",
    {
      may: ["milk", "soybeans", "sulphites", "sesame", "gluten", "wheat"],
      why: "Nuts (often peanuts) with dried fruit (sulphites), chocolate (milk, soy) and seeds; coated nuts may use wheat flour.",
    },
  ),
  // not major tree nuts
  food(
    "chestnut|chestnuts|sweet chestnuts|roasted chestnuts|vacuum-packed chestnuts|vacuum packed chestnuts|cooked chestnuts|peeled chestnuts|chestnut puree|chestnut purée|unsweetened chestnut puree|sweetened chestnut puree|chestnut spread|chestnut paste|creme de marrons|crème de marrons|marrons glaces|marrons glacés|candied chestnuts|chestnut flour|farina di castagne|castagne|castagna|marrons|marron glacé|castanas|castañas|chinese chestnuts|japanese chestnuts|tianjin chestnuts",
    "fruit",
    {
      may: ["tree nuts"],
      why: DELISTED,
    },
  ),
  food(
    "hickory nut|hickory nuts|beech nut|beech nuts|beechnuts|white walnut|chinquapin|pili nut|pili nuts|kola nut|kola nuts|cola nut|ginkgo nut|ginkgo nuts|gingko nuts|ginkgo|baiguo|shea nut|shea butter|sapucaia|mongongo|baru nuts|baru nut|marula nut",
    "fruit",
    {
      may: ["tree nuts"],
      why: DELISTED,
    },
  ),
  food("candlenut|candlenuts|kemiri|buah keras|kukui nut|kukui nuts|inamona", "fruit", {
    may: ["tree nuts"],
    why: "Candlenuts (Aleurites) are on neither the FDA nor the EU list, but they are often replaced by macadamias, and tree-nut-allergic people are told to avoid them.",
  }),
  food("tiger nut|tiger nuts|tigernut|tigernuts|chufa|chufas|earth almond|tiger nut flour|horchata de chufa", "vegetable", {
    why: "Tiger nuts are tubers of a sedge, not nuts.",
  }),
  food(
    "coconut|coconuts|fresh coconut|mature coconut|young coconut|young coconuts|thai coconut|coconut meat|coconut flesh|creamed coconut|coconut cream block|block creamed coconut|coconut butter|coconut manna|coconut flour|coconut powder|nariyal|kopra|copra",
    "fruit",
    { why: "Coconut is not a tree nut for labelling (FDA removed it in 2025; EU never listed it)." },
  ),
  food(
    "shredded coconut|desiccated coconut|unsweetened coconut|unsweetened shredded coconut|unsweetened coconut flakes|coconut flakes|coconut chips|toasted coconut|toasted coconut flakes|toasted coconut chips|dried coconut|coconut shreds|grated coconut|fresh grated coconut|frozen grated coconut|fine desiccated coconut|medium desiccated coconut",
    "coconut",
    { may: ["sulphites"], why: "Desiccated and shredded coconut may be preserved with sulphites." },
  ),
  food(
    "sweetened shredded coconut|sweetened coconut|sweetened coconut flakes|shredded sweetened coconut|flaked coconut|angel flake coconut|baker's angel flake coconut|sweetened flaked coconut|sweetened desiccated coconut",
    "shredded coconut",
  ),
  // seeds
  food(
    "sunflower seeds|sunflower seed|sunflower kernels|shelled sunflower seeds|roasted sunflower seeds|sunflower hearts|sunflower seed kernels|sunflower seed flour|sunflower seed meal|sunflower seed butter|sunbutter|sun butter|sunflower butter|sunflower seed spread",
    "seed",
    {
      why: "Sunflower seeds, and SunButter made from them, hold no tree nut or peanut.",
    },
  ),
  food(
    "pumpkin seeds|pumpkin seed|pepitas|pepita|shelled pumpkin seeds|roasted pumpkin seeds|toasted pepitas|green pumpkin seeds|pumpkin kernels|squash seeds|pumpkin seed butter|pumpkin seed flour|pepitas roasted",
    "seed",
  ),
  food("chia seeds|chia seed|chia|black chia seeds|white chia seeds|ground chia|chia seed meal", "seed"),
  food(
    "flaxseed|flaxseeds|flax seeds|flax seed|whole flaxseed|linseed|linseeds|golden flaxseed|golden linseed|brown flaxseed|ground flaxseed|flaxseed meal|flax meal|ground flax|ground flax seeds|milled flaxseed|milled linseed|ground linseed|flax",
    "seed",
  ),
  food("hemp seeds|hemp seed|hemp hearts|hulled hemp seeds|shelled hemp seeds|hemp protein|hemp protein powder|hemp flour", "seed"),
  food(
    "nigella seeds|nigella seed|nigella|kalonji|kalonji seeds|black seed|black seeds|black cumin seeds|black onion seeds|onion seeds|charnushka|black caraway seeds|black caraway|habbat al barakah|chernushka",
    "seed|spice",
    { why: "Nigella sativa, sold as 'black onion seed' or 'black caraway': neither onion nor caraway." },
  ),
  food("melon seeds|melon seed|egusi|egusi seeds|ground egusi|agushi|watermelon seeds|roasted watermelon seeds|gua zi|guazi|magaz|magaj|char magaz", "seed"),
  food("lotus seeds|lotus seed|dried lotus seeds|lotus nuts|makhana|phool makhana|fox nuts|foxnuts|euryale seeds|lotus seed paste|lotus paste", "seed", {
    why: "Lotus seeds and makhana are water-plant seeds, not nuts.",
  }),
  food(
    "psyllium|psyllium husk|psyllium husks|psyllium husk powder|isabgol|ispaghula|basil seeds|sabja|sabja seeds|tukmaria|falooda seeds|sweet basil seeds|sacha inchi|sacha inchi seeds|perilla seeds|perilla seed",
    "seed",
  ),
  food("mixed seeds|seed mix|mixed seed|seeds mix|salad seeds|salad toppers|seed topper|super seed mix|omega seed mix", "seed", {
    may: ["sesame"],
    why: "Seed mixes usually hold sesame.",
  }),
  food("ogbono|ogbono seeds|ground ogbono|dika nuts|dika nut|bush mango seeds|apon", "seed", {
    why: "Seeds of the African bush mango (Irvingia), not a listed tree nut.",
  }),
  food("walnut butter|walnut paste|walnut spread", "walnut", { why: "Ground walnuts: no butter." }),
  food("brazil nut butter|hazelnut spread plain|macadamia nut butter", "tree nut", { why: "Ground nuts: no butter." }),
  food("seed butter|hemp seed butter|watermelon seed butter|sesame sunflower butter|seed spread", "seed", {
    may: ["sesame"],
    why: "Ground seeds: no butter, no nuts (some blends hold sesame).",
  }),
];
