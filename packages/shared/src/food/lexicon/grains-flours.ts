import { food } from "./entry";

/**
 * Cereals and their flours, meals and starches. Wheat in every form (spelt, farro, kamut, durum,
 * semolina, bulgur, couscous, seitan) holds wheat and gluten; barley, rye and oats hold gluten
 * (EU Annex II "cereals containing gluten": wheat, rye, barley, oats, spelt, kamut). Buckwheat,
 * rice, corn, millet, sorghum, teff and quinoa hold neither.
 */
const OATS = "EU Annex II lists oats among cereals containing gluten; oats are also usually grown and milled with wheat. 'Gluten-free oats' are read as such.";
const STARCH = "A starch not named by its plant may be wheat starch (EU Annex II requires the cereal to be named).";

export const GRAINS_FLOURS = [
  // wheat
  food(
    "wheat flour|all-purpose flour|all purpose flour|plain flour|white flour|ap flour|unbleached flour|unbleached all-purpose flour|bleached flour|enriched flour|plain white flour|general purpose flour|maida|refined flour|tipo 00|00 flour|tipo 00 flour|doppio zero|pizza flour|type 55 flour|type 45 flour|type 65 flour|t55 flour|t45 flour|farine|mehl|harina|harina de trigo|wondra|wondra flour|instant flour|sauce flour|soft flour|soft wheat flour|hard wheat flour|white wheat flour|unbleached white flour|flour mix|flour blend|baking flour blend|all-purpose flour blend|gold medal flour|king arthur flour|pillsbury flour",
    "wheat",
  ),
  food(
    "bread flour|strong flour|high-gluten flour|high gluten flour|strong white flour|strong bread flour|strong white bread flour|bakers flour|baker's flour|manitoba flour|strong wholemeal flour|strong wholemeal bread flour|pizza dough flour|first clear flour",
    "wheat flour",
  ),
  food(
    "whole wheat flour|whole-wheat flour|wholemeal flour|whole wheat pastry flour|graham flour|atta|atta flour|chapati flour|chakki atta|wholewheat flour|brown flour|granary flour|malted grain flour|malthouse flour|wholegrain flour|whole grain flour|white whole wheat flour|stoneground flour|stoneground wholemeal flour|sprouted wheat flour|wholemeal plain flour|wholemeal self-raising flour",
    "wheat flour",
  ),
  food(
    "cake flour|pastry flour|cake and pastry flour|cake & pastry flour|softasilk|swans down|swans down cake flour|biscuit flour|italian 00 soft wheat flour",
    "wheat flour",
  ),
  food("self-rising flour|self rising flour|self-raising flour|self raising flour|sr flour|self raising white flour|self-raising white flour", "wheat flour"),
  food(
    "semolina|semolina flour|durum semolina|durum flour|durum wheat|durum|durum wheat semolina|sooji|suji|rava|rawa|semola|semola rimacinata|semolina rimacinata|fine semolina|coarse semolina|farina|cream of wheat|malt-o-meal|bombay rava|upma rava|chiroti rava",
    "wheat",
  ),
  food(
    "spelt|spelt flour|white spelt flour|wholemeal spelt flour|spelt berries|dinkel|dinkelmehl|farro|farro perlato|semi-pearled farro|emmer|emmer wheat|einkorn|einkorn flour|kamut|kamut flour|khorasan|khorasan wheat|freekeh|frikeh|farik|triticale|ebly|tender wheat|pearled spelt",
    "wheat",
    {
      why: "Spelt, farro, emmer, einkorn and kamut (khorasan) are wheats (EU Annex II names spelt and khorasan among wheats).",
    },
  ),
  food(
    "bulgur|bulgar|bulghur|burghul|bulgur wheat|bulgar wheat|fine bulgur|coarse bulgur|cracked wheat|dalia|daliya|broken wheat|wheat rava|pligouri",
    "wheat",
  ),
  food("kishk|keshek|kishk powder|tarhana|trahana|xinochondros", "wheat", {
    has: ["milk"],
    why: "Kishk and tarhana are bulgur or flour fermented with yogurt or milk, dried and ground.",
  }),
  food(
    "couscous|cous cous|cous-cous|pearl couscous|israeli couscous|giant couscous|moroccan couscous|wholewheat couscous|whole wheat couscous|instant couscous|dry couscous|maftoul|fregola|fregula|ptitim|berkoukes|mhamsa|couscous salad",
    "wheat",
  ),
  food("wheat germ|wheatgerm|toasted wheat germ|wheat bran|bran|unprocessed bran|miller's bran|bran flakes|wheat bran flakes|wheat flakes", "wheat"),
  food(
    "seitan|wheat meat|mock duck|mien gin|kao fu|kofu|gluten balls|fried gluten|wheat gluten|vital wheat gluten|gluten|gluten flour|gluten powder",
    "wheat",
    {
      may: ["soybeans"],
      why: "Seitan is wheat gluten; canned mock duck and seitan are seasoned with soy sauce.",
    },
  ),
  food("wheat starch|wheaten cornflour|wheat cornflour|wheaten starch|tang flour|tang mien|deng mien", "wheat", {
    why: "Wheat starch is wheat (UK 'wheaten cornflour' is not corn).",
  }),
  food("wheatgrass|wheat grass|wheatgrass powder|wheatgrass juice", "wheat", {
    without: ["wheat", "gluten"],
    may: ["wheat", "gluten"],
    why: "Young wheat leaves hold no gluten themselves but may carry seed.",
  }),
  // barley, rye, oats
  food(
    "barley|pearl barley|pearled barley|pot barley|hulled barley|scotch barley|barley flakes|barley flour|barley grits|barley groats|roasted barley|barley couscous|black barley|purple barley",
    "gluten grain",
  ),
  food(
    "malt|malted barley|barley malt|malt extract|barley malt extract|malt syrup|barley malt syrup|barley syrup|diastatic malt powder|diastatic malt|malt powder|non-diastatic malt powder|malted barley flour|malt flour|dark malt|crystal malt|chocolate malt|malted grains|maltose syrup|malt sugar|malted wheat|malted wheat flakes",
    "barley",
    {
      may: ["wheat"],
      why: "Malt is sprouted barley (cereal containing gluten); some malts are wheat.",
    },
  ),
  food("barley tea|mugicha|boricha|barley water|lemon barley water|robinsons barley water|roasted barley tea", "barley|drink"),
  food(
    "rye|rye flour|dark rye flour|light rye flour|medium rye flour|pumpernickel flour|rye meal|rye berries|rye flakes|cracked rye|whole rye|rye grain|wholegrain rye flour|roggenmehl",
    "gluten grain",
  ),
  food(
    "oat|oats|rolled oats|old-fashioned oats|old fashioned oats|oatmeal|quick oats|quick-cooking oats|quick cooking oats|instant oats|steel-cut oats|steel cut oats|pinhead oats|irish oats|irish oatmeal|scottish oats|scottish oatmeal|porridge oats|jumbo oats|jumbo rolled oats|oat groats|oat flakes|oat bran|oat flour|oat fibre|oat fiber|medium oatmeal|fine oatmeal|coarse oatmeal|quaker oats|quaker oatmeal|porridge|instant oatmeal|instant porridge|overnight oats|oatmeal packets|uncooked oats|dry oats|cooked oatmeal|oat groat|ready brek|scott's porage oats|porage oats|flocons d'avoine|avena",
    "gluten grain",
    {
      why: OATS,
    },
  ),
  // corn
  food(
    "corn|sweet corn|sweetcorn|corn kernels|corn kernel|corn on the cob|corn cob|corn cobs|cob of corn|ear of corn|ears of corn|frozen corn|frozen sweetcorn|fresh corn|maize|elote|elotes|baby corn|baby corns|canned corn|tinned corn|tinned sweetcorn|canned sweetcorn|corn niblets|niblets|mexicorn|white corn|yellow corn|bicolor corn|peaches and cream corn|corn kernels cooked|roasted corn|charred corn|fire roasted corn|street corn|corn ribs|choclo|mote|pozole kernels",
    "cereal grain|vegetable",
  ),
  food("creamed corn|cream-style corn|cream style corn|creamed sweetcorn", "corn", {
    may: ["milk"],
    why: "Canned creamed corn is corn and starch; home recipes add cream or butter.",
  }),
  food(
    "cornmeal|corn meal|yellow cornmeal|white cornmeal|blue cornmeal|stone-ground cornmeal|medium-grind cornmeal|medium grind cornmeal|fine cornmeal|coarse cornmeal|polenta|instant polenta|quick-cooking polenta|polenta flour|grits|hominy grits|stone-ground grits|quick grits|instant grits|corn grits|maize meal|mielie meal|mealie meal|ugali flour|sadza|nshima|cornmeal mush|corn flour|fine corn flour|maize flour|makki ka atta|makki atta|corn polenta|cooked polenta|polenta cake|polenta tube|prepared polenta",
    "corn",
  ),
  food(
    "masa harina|masa|corn masa flour|instant corn masa flour|masa flour|maseca|masa preparada|nixtamal|fresh masa|masa dough|masa for tamales|masarepa|harina pan|pan flour|arepa flour|pre-cooked cornmeal|precooked cornmeal|areparina|masa de maiz|harina de maiz|harina de maíz",
    "corn",
  ),
  food("cornstarch|corn starch|cornflour|maize starch|maizena|cornflour for thickening|cornstarch slurry|modified corn starch|modified cornstarch", "corn", {
    why: "UK 'cornflour' is cornstarch (US 'corn flour' is fine cornmeal): corn either way.",
  }),
  food("hominy|canned hominy|white hominy|yellow hominy|hominy corn|pozole corn|maiz pozolero|posole|samp|mote pelado|maiz mote|canned white hominy", "corn"),
  food(
    "popcorn|popcorn kernels|popping corn|popped popcorn|plain popcorn|air-popped popcorn|corn nuts|corn nut|cancha|maiz cancha|toasted corn|giant corn|corn husks|dried corn husks|corn husk|hojas de maiz|tamale husks|cornsilk|corn silk",
    "corn",
  ),
  food(
    "microwave popcorn|butter popcorn|buttered popcorn|kettle corn|caramel corn|caramel popcorn|cracker jack|cracker jacks|toffee popcorn|cheese popcorn|smartfood",
    "corn|snack",
    {
      may: ["milk", "peanuts", "soybeans"],
      why: "Flavoured popcorn holds butter, cheese or milk; Cracker Jack holds peanuts.",
    },
  ),
  // rice
  food(
    "rice|rices|white rice|long-grain rice|long grain rice|long-grain white rice|long grain white rice|uncooked rice|uncooked white rice|jasmine rice|basmati rice|thai jasmine rice|thai fragrant rice|fragrant rice|american long grain rice|converted rice|parboiled rice|easy cook rice|instant rice|minute rice|boil-in-bag rice|microwave rice|carolina rice|uncle ben's|uncle bens|bens original|patna rice|sona masoori|ponni rice|idli rice|dosa rice|gobindobhog rice|kalijira|surinam rice|dry rice|arroz|riz|chawal|chaawal|riso|rice grains",
    "cereal grain",
  ),
  food(
    "cooked rice|steamed rice|steamed white rice|leftover rice|day-old rice|cooked white rice|cooked jasmine rice|cooked basmati rice|cooked long-grain rice|cold cooked rice|cooked brown rice|plain rice|boiled rice|rice to serve|hot cooked rice|warm cooked rice",
    "rice",
  ),
  food(
    "short-grain rice|short grain rice|sushi rice|arborio|arborio rice|calrose rice|calrose|medium-grain rice|medium grain rice|carnaroli|carnaroli rice|vialone nano|risotto rice|bomba|bomba rice|paella rice|calasparra rice|valencia rice|japanese rice|japanese short-grain rice|koshihikari|nishiki rice|kokuho rose|pudding rice|short-grain white rice|korean rice|baldo rice",
    "rice",
  ),
  food(
    "glutinous rice|sticky rice|sweet rice|sweet glutinous rice|mochi rice|mochigome|thai sticky rice|sticky white rice|black glutinous rice|black sticky rice|khao niao|malagkit|pulut|chapssal|glutinous rice flour|sweet rice flour|mochiko|shiratamako|joshinko|rice flour|white rice flour|brown rice flour|ground rice|rice starch|rice powder|roasted rice powder|khao khua|thinh",
    "rice",
    {
      why: "'Glutinous' describes sticky rice: it holds no gluten.",
    },
  ),
  food(
    "brown rice|long-grain brown rice|uncooked brown rice|brown basmati rice|short-grain brown rice|wholegrain rice|whole grain rice|red rice|camargue red rice|black rice|forbidden rice|purple rice|black venere rice|wehani rice|matta rice|kerala red rice|bhutanese red rice|rice bran|germinated brown rice|genmai",
    "rice",
  ),
  food(
    "flattened rice|flaked rice|rice flakes|poha|pohe|aval|avalakki|beaten rice|chiura|chira|chivda rice|puffed rice|murmura|kurmura|mamra|muri|pori|puffed brown rice|rice puffs|rice crisps|crisped rice|rice pops",
    "rice",
  ),
  food(
    "rice cake|rice cakes|korean rice cake|korean rice cakes|tteok|duk|garaetteok|tteokbokki rice cakes|rice cakes for tteokbokki|rice cake sticks|sliced rice cake|nian gao|nianhgao|mochi|kirimochi|mochi cakes|puffed rice cakes|rice cake crackers",
    "rice",
    {
      may: ["wheat", "gluten"],
      why: "Korean tteok for tteokbokki is sometimes wheat; puffed rice cakes may be made on lines with wheat.",
    },
  ),
  food("congee|jook|juk|okayu|rice porridge|arroz caldo|lugaw|bubur|kanji|rice gruel", "rice|dish", {
    may: ["fish", "meat", "soybeans"],
    why: "Rice porridge is often cooked in stock and topped with fish, pork or soy sauce.",
  }),
  food("wild rice|wild rice blend|manoomin|canadian wild rice|wild rice mix|rice blend|rice medley", "cereal grain", {
    why: "Wild rice is a grass seed, not rice; neither holds gluten.",
  }),
  // other grains and pseudo-grains
  food(
    "quinoa|uncooked quinoa|white quinoa|red quinoa|black quinoa|tricolor quinoa|tri-color quinoa|rainbow quinoa|dry quinoa|cooked quinoa|quinoa flakes|quinoa flour|puffed quinoa|quinoa pops",
    "cereal grain",
  ),
  food("amaranth|amaranth flour|puffed amaranth|amaranth seeds|rajgira|ramdana|kiwicha", "cereal grain"),
  food(
    "millet|millets|pearl millet|bajra|bajra flour|bajri|finger millet|ragi|ragi flour|nachni|foxtail millet|kangni|proso millet|kodo millet|little millet|barnyard millet|samvat rice|sama rice|millet flour|hulled millet|millet flakes",
    "cereal grain",
  ),
  food("sorghum|sorghum flour|jowar|jowar flour|jowari|milo grain|white sorghum|sorghum grain|popped sorghum", "cereal grain"),
  food("teff|teff flour|teff grain|ivory teff|brown teff", "cereal grain"),
  food("fonio|job's tears|jobs tears|hato mugi|hatomugi|coix seed|yi yi ren|adlay|chinese pearl barley", "cereal grain", {
    why: "Job's tears ('Chinese pearl barley') is a grass seed, not barley: no gluten.",
  }),
  food(
    "buckwheat|buckwheat groats|kasha|roasted buckwheat|toasted buckwheat|raw buckwheat|grechka|buckwheat flour|whole buckwheat flour|whole-grain buckwheat flour|light buckwheat flour|dark buckwheat flour|kuttu atta|kuttu ka atta|kuttu flour|sarrasin|sarrasin flour|farine de sarrasin|ble noir|blé noir|soba flour|buckwheat flakes|buckwheat honey flour|sobakoh|kuttu",
    "cereal grain",
    {
      why: "Buckwheat is a seed related to rhubarb, not wheat: no wheat, no gluten (soba noodles usually add wheat).",
    },
  ),
  // starches and thickeners
  food(
    "starch|modified starch|modified food starch|food starch|thickener|thickening agent|sauce thickener|thickening granules|gravy thickener|instant thickener|vegetable starch|native starch",
    "food additive",
    {
      may: ["wheat", "gluten"],
      why: STARCH,
    },
  ),
  food("kuzu|kudzu|kuzu starch|kuzu root starch|kudzu starch", "food additive"),
];
