/**
 * Words that describe a food without naming one: "baby spinach", "smoked paprika", "italian
 * sausage", "free-range eggs". A describing word is placed wherever it stands, so it must never be
 * a word that alone names a food (orange, tart, roast beef's "roast" is the one exception kept, as a
 * roast is always said with its meat) nor a word that changes what a food holds ("breaded",
 * "buttered", "malted", "cheesy" are foods of their own, in prepared.ts). Forms ("bone", "skin",
 * "tail") are listed too where they also stand before a food ("bone-in", "skin-on", "tail-on").
 */
const SIZES = `small smaller smallest medium large larger largest big bigger jumbo giant colossal mini miniature tiny
  bite size sized individual single double triple extra super king queen petite thin thinner thick thicker long
  short wide narrow broad heaping heaped generous scant few little bit couple dozen knob dash splash drizzle
  pinch glug squeeze spoonful spoonfuls handful batch quantity portion serving servings amount`;

const COLOURS = `red green yellow white black brown golden purple pink blue gold silver rainbow multicolored
  multicoloured multicolor coloured colored mixed assorted variety dark light pale bright deep`;

const STATES = `goreng fresh freshly frozen dried dry dehydrated freeze raw cooked uncooked precooked parboiled part boiled
  boiling steamed poached roasted roast toasted grilled griddled barbecued chargrilled charred broiled baked fried
  deep shallow pan stir sauteed sauted seared braised stewed simmered blanched marinated seasoned unseasoned spiced
  spicy mild sweet sour bitter salty salted smoky smoked unsmoked cured uncured aged matured mature vintage ripe
  overripe unripe underripe firm soft hard crisp crispy crunchy chunky smooth creamy silky tender juicy plump lean
  fatty marbled boneless skinless bone skin tail deboned boned skinned trimmed untrimmed peeled unpeeled pitted
  stoned seeded deseeded seedless cored hulled shelled unshelled deveined cleaned scrubbed rinsed washed drained
  undrained patted soaked sprouted picked torn snipped sliced slivered flaked shaved chopped diced minced grated
  shredded crumbled crushed ground milled cracked cubed cut halved quartered julienned julienne matchstick
  spiralized spiralised riced mashed pureed whipped beaten whisked separated sifted packed loosely firmly lightly
  finely coarsely roughly thinly thickly evenly very well reserved remaining leftover left stale day old
  softened melted warmed chilled thawed defrosted room temperature cold hot warm lukewarm iced`;

const PROCESSING = `canned tinned jarred bottled boxed bagged packaged prepackaged packet pack refrigerated instant quick
  quickcooking cooking baking eating boiling mashing roasting frying chipping braising stewing grilling snacking
  pickling pickled brined fermented preserved candied crystallized crystallised glazed sugared frosted coated crusted dusted
  stuffed filled butterflied spatchcocked frenched rolled tied netted joint center centre end ends`;

const ORIGINS = `american african asian chinese japanese korean thai vietnamese filipino indonesian malaysian singaporean
  indian pakistani bangladeshi sri lankan nepali persian iranian turkish lebanese syrian israeli palestinian
  middle eastern greek italian french spanish portuguese mexican cuban puerto rican dominican jamaican trinidadian
  caribbean brazilian peruvian argentinian argentine chilean colombian venezuelan salvadoran guatemalan latin
  german austrian dutch belgian danish swedish norwegian finnish icelandic nordic scandinavian polish hungarian
  czech slovak romanian bulgarian serbian croatian bosnian albanian russian ukrainian georgian armenian azerbaijani
  uzbek afghan english british scottish welsh irish european continental mediterranean moroccan tunisian algerian
  libyan egyptian ethiopian eritrean somali nigerian ghanaian senegalese kenyan south north east west southern
  northern eastern western hawaiian texas tex mex new york ny california californian idaho maine vermont florida
  carolina louisiana kentucky tennessee key bavarian forest tuscan sicilian neapolitan genoa genoese milanese
  parisian provencal normandy breton alsatian basque catalan andalusian galician valencian kashmiri goan keralan
  punjabi bengali gujarati hyderabadi mysore sichuan szechuan szechwan hunan cantonese shanghainese taiwanese hong
  kong okinawan hokkaido kyoto australian canadian mongolian`;

const QUALITIES = `organic free range pasture raised grass fed finished caught farmed farm farmhouse artisan artisanal
  heritage heirloom local seasonal sustainable sustainably ethically humanely responsibly sourced line kosher halal
  extra virgin pure real natural plain original classic regular traditional authentic homemade home made store
  bought storebought premium quality good best finest fancy choice prime select grade first pressed expeller
  unrefined refined light lite low reduced high full skim skimmed semi nonfat lowfat unsweetened sweetened
  unflavored unflavoured flavored flavoured unbleached bleached enriched fortified wholemeal wholegrain multigrain
  wholewheat stoneground stone keto paleo diet decaf decaffeinated fine superfine powdered granulated flaky coarse
  crystal liquid solid concentrated condensed desiccated shelf stable imitation`;

const WORDS = `optional divided needed garnish garnishing decoration decorating dusting greasing brushing drizzling
  dipping sprinkling topping a an the some any your favorite favourite preferred preferably such as like eg ie etc
  ready readymade pre prepared additional other various alternatively if desired using use approx x de di del della multi hung
  du des la le el los las au aux alla allo`;

/** Containers and pieces a line may count its food in when the parser leaves them in the name. */
const CONTAINERS = `pot pots tub tubs jar tin tins can cans carton cartons bag bags box boxes punnet punnets bottle bottles sachet sachets
  envelope envelopes container containers tablet tablets sleeve sleeves shot shots shred shreds ball balls tube tubes log
  logs wheel wheels`;

/** Makers whose name says nothing about what a food holds: "Bob's Red Mill almond flour" is almond flour. */
const MAKERS = `grace mccormick schwartz bobs mill king arthur gold medal kirkland trader joes whole foods tesco sainsburys
  waitrose asda morrisons aldi lidl costco walmart kroger safeway publix wegmans heb great value marks spencer
  simply badia penzeys frontier morton diamond hormel smithfield tyson perdue butterball
  johnsonville hillshire applegate oscar mayer hebrew national dietz watson goya costena herdez mexicano marcos
  embasa lee kum kee lkk amoy dragon dragonfly lobo sharwoods sharwood geetas house foods ottogi sempio bibigo
  nongshim mizkan marukome shimaya heinz kraft paso napolina`;

export const DESCRIPTOR_WORDS: readonly string[] = [SIZES, COLOURS, STATES, PROCESSING, ORIGINS, QUALITIES, WORDS, CONTAINERS, MAKERS]
  .join(" ")
  .split(/\s+/)
  .filter(Boolean);
