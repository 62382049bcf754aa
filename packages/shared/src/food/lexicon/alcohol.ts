import { food } from "./entry";

/**
 * Wines, fortified wines, rice wines, beers, ciders, spirits and liqueurs. Every one holds alcohol,
 * cooking wines and mirin included; wines hold sulphites; beers gluten. Spirits distilled from
 * cereals are exempt from the gluten label (EU Annex II); cream liqueurs hold milk; "crème de"
 * liqueurs hold no cream.
 */
export const ALCOHOL = [
  food(
    "red wine|dry red wine|red cooking wine|cabernet sauvignon|cabernet|merlot|pinot noir|shiraz|syrah|malbec|zinfandel|sangiovese|chianti|chianti classico|rioja|tempranillo|grenache|garnacha|barolo|nebbiolo|montepulciano|valpolicella|amarone|beaujolais|bordeaux|claret|red burgundy|côtes du rhône|cotes du rhone|primitivo|carmenere|petite sirah|full-bodied red wine|full bodied red wine|fruity red wine|semi-dry red wine|semi-dry fruity red wine|light red wine|red wine for cooking|vin rouge|vino tinto|vino rosso|rotwein|dolcetto|barbera|nero d'avola|cotes du rhone red|pinotage|gamay|cabernet franc|bull's blood|egri bikaver|mencia|cahors|madiran",
    "wine",
  ),
  food(
    "white wine|dry white wine|white cooking wine|sauvignon blanc|pinot grigio|pinot gris|chardonnay|riesling|dry riesling|gewurztraminer|gewürztraminer|chenin blanc|muscadet|albariño|albarino|verdejo|vermentino|soave|gavi|grüner veltliner|gruner veltliner|viognier|semillon|sémillon|white burgundy|chablis|sancerre|vinho verde|white wine for cooking|vin blanc|vino blanco|vino bianco|weisswein|moscato|muscat wine|sweet white wine|dessert wine|sauternes|tokaji|tokay|ice wine|icewine|vin santo|late harvest riesling|trebbiano|frascati|orvieto|pinot blanc|torrontes|assyrtiko|retsina|txakoli|fiano|greco|falanghina|dry white vermouth|white wine of choice|crisp white wine",
    "wine",
  ),
  food("rosé|rose|rosé wine|rose wine|blush wine|white zinfandel|vin rosé|rosado|rosato|provence rosé", "wine", {
    why: "'Rose' alone in a line is rosé wine; rose water and petals are named so.",
  }),
  food(
    "champagne|sparkling wine|prosecco|cava|crémant|cremant|franciacorta|asti|asti spumante|spumante|lambrusco|sekt|brut|moscato d'asti|sparkling rosé|bubbly|mimosa|bellini|kir royale|kir|sparkling white wine|pét-nat|pet nat|methode champenoise",
    "wine",
  ),
  food(
    "sherry|dry sherry|fino|fino sherry|manzanilla sherry|amontillado|amontillado sherry|oloroso|oloroso sherry|cream sherry|medium sherry|sweet sherry|pedro ximenez|pedro ximénez|px sherry|palo cortado|cooking sherry|harveys bristol cream|bristol cream|port|ruby port|tawny port|vintage port|white port|port wine|lbv port|madeira|madeira wine|marsala|marsala wine|dry marsala|sweet marsala|cooking marsala|vermouth|dry vermouth|sweet vermouth|red vermouth|bianco vermouth|rosso vermouth|martini rosso|martini extra dry|martini bianco|noilly prat|dolin|carpano antica|punt e mes|lillet|lillet blanc|lillet rouge|dubonnet|cocchi americano|vin doux naturel|banyuls|mavrodaphne|commandaria|pineau des charentes|moscatel|muscat de beaumes-de-venise|fortified wine|mistelle|shaoxing sherry",
    "wine",
    {
      why: "Fortified and aromatised wines: alcohol and sulphites.",
    },
  ),
  food(
    "cooking wine|red cooking wine blend|white cooking wine blend|holland house cooking wine|salted cooking wine|wine for cooking|cooking wine red|cooking wine white|house wine|table wine|wine of choice|leftover wine|vino|vin|wein",
    "wine",
    { why: "Cooking wine is wine with salt added: it still holds alcohol and sulphites." },
  ),
  food("sangria|mulled wine|glühwein|gluhwein|glogg|glögg|vin chaud|wassail|wine spritzer|spritzer|sangria mix|tinto de verano|calimocho|kalimotxo", "wine"),
  // rice wines and Asian spirits
  food(
    "sake|cooking sake|ryorishu|ryori-shu|ryori shu|junmai sake|nihonshu|sake for cooking|dry sake|futsushu|nigori sake|rice wine|chinese rice wine|rice cooking wine|yellow wine|mijiu|mi jiu|michiu|michiu rice wine|korean rice wine|makgeolli|makkoli|makkeolli|cheongju|chungju|mirim|mirim korean|choya|umeshu|plum wine|chinese plum wine|mei kuei lu chiew|rose cooking wine|kaoliang|baijiu|moutai|maotai|shochu|awamori|soju|chamisul|palm wine|toddy|kallu|tuak|tapuy|basi|lambanog|arrack|arak|raki|rakı",
    "alcohol",
    {
      may: ["sulphites"],
      why: "Rice wines and Asian spirits hold alcohol; some bottled rice wines are preserved with sulphites.",
    },
  ),
  food(
    "shaoxing wine|shaoxing|shao hsing|shao hsing wine|shaoxing rice wine|shao xing|shao xing wine|shaohsing|huangjiu|huang jiu|hua tiao|huadiao|hua diao|chinese cooking wine|chinese wine|chinese yellow wine|shaoxing cooking wine|pagoda shaoxing",
    "sake",
    {
      may: ["wheat", "gluten"],
      why: "Shaoxing wine is brewed from glutinous rice with a wheat starter (qu); cooking Shaoxing adds salt.",
    },
  ),
  food(
    "mirin|hon mirin|hon-mirin|aji-mirin|aji mirin|mirin seasoning|sweet rice wine|japanese sweet rice wine|sweet cooking rice wine|sweet rice cooking wine|mirin-style seasoning|mirin style seasoning|mirin fu|kotteri mirin|takara mirin|kikkoman aji-mirin|kikkoman mirin|honteri|manjo mirin|mizkan mirin|mirin sweet rice seasoning",
    "alcohol",
    {
      may: ["sulphites"],
      why: "Hon mirin is about 14% alcohol; mirin-style seasonings (aji-mirin) hold less but usually some.",
    },
  ),
  // beers and ciders (the root "beer" holds gluten and wheat)
  food(
    "pale ale|india pale ale|ipa|dark beer|light beer|pilsner|pils|wheat beer|weissbier|weizen|hefeweizen|witbier|wit beer|belgian ale|belgian beer|bock|doppelbock|dunkel|brown ale|amber ale|red ale|mild ale|bitter ale|best bitter|english bitter|guinness|guinness stout|irish stout|oatmeal stout|imperial stout|dry stout|porter beer|lager beer|mexican beer|mexican lager|corona|modelo|negra modelo|modelo especial|dos equis|tecate|pacifico|heineken|budweiser|bud light|coors|coors light|miller|miller lite|stella artois|peroni|asahi|sapporo|kirin|tsingtao|singha|chang beer|tiger beer|san miguel|newcastle brown ale|sam adams|samuel adams|blue moon|beer of choice|cold beer|flat beer|craft beer|sour beer|lambic|kriek|framboise beer|saison|blonde ale|blond ale|golden ale|cream ale|kolsch|kölsch|barley wine|barleywine|shandy|radler|michelada|malt liquor|lager of choice|bottle of beer|can of beer|amber beer|ale of choice|dark ale|stout beer|porter stout|chocolate stout|coffee stout|beer for batter|beer for cooking",
    "beer",
  ),
  food("milk stout|sweet stout|cream stout|lactose stout|mackeson", "beer", { has: ["milk"], why: "Brewed with lactose (milk sugar)." }),
  food(
    "cider|dry cider|hard cider|sweet cider alcoholic|scrumpy|cidre|sidra|strongbow|magners|westons cider|aspall|perry|pear cider|apple wine|hard apple cider|cider brut|cidre brut|calvados cider",
    "alcohol|apple",
    {
      may: ["sulphites"],
      why: "Cider in the UK is alcoholic (in the US, 'apple cider' is unfiltered juice and named so); ciders are often sulphited.",
    },
  ),
  food("mead|honey wine|tej|metheglin|sack mead", "alcohol|honey", { why: "Fermented honey: alcohol, not vegan.", may: ["sulphites"] }),
  food(
    "hard seltzer|white claw|truly hard seltzer|alcopop|breezer|bacardi breezer|smirnoff ice|hard lemonade|mike's hard lemonade|wine cooler|rtd cocktail",
    "alcohol",
  ),
  // spirits
  food(
    "vodka|vodka of choice|smirnoff|absolut|grey goose|tito's|titos|stolichnaya|belvedere|ketel one|potato vodka|flavored vodka|flavoured vodka|citrus vodka|vanilla vodka|pepper vodka|bison grass vodka|zubrowka|żubrówka|horilka|polish vodka",
    "spirit",
  ),
  food(
    "gin|london dry gin|dry gin|old tom gin|plymouth gin|genever|jenever|hendrick's|hendricks|bombay sapphire|tanqueray|gordon's gin|gordons gin|beefeater|beefeater gin|sloe gin|pink gin|gin of choice|navy strength gin",
    "spirit",
    { why: "Gin is a spirit; Beefeater is a gin brand, not beef." },
  ),
  food(
    "rum|dark rum|gold rum|aged rum|black rum|spiced rum|jamaican rum|white rum|light rum|overproof rum|overproof|navy rum|demerara rum|agricole rum|rhum agricole|rhum|bacardi|captain morgan|kraken|kraken rum|mount gay|appleton|appleton estate|havana club|myers's rum|myers rum|goslings|goslings black seal|sailor jerry|wray and nephew|wray & nephew|coconut rum|malibu|rum extract flavor|cachaça|cachaca|pitu|51 cachaca|clairin|aguardiente|guaro|charanda|rum of choice",
    "spirit",
  ),
  food(
    "brandy|cognac|armagnac|calvados|apple brandy|applejack|pisco|grappa|eau de vie|eau-de-vie|kirsch|kirschwasser|poire williams|poire william|williams birne|slivovitz|slivovica|śliwowica|rakia|rakija|palinka|pálinka|fruit brandy|cherry brandy|apricot brandy|peach brandy|plum brandy|pear brandy|metaxa|courvoisier|hennessy|remy martin|rémy martin|martell|vsop|xo cognac|spanish brandy|brandy de jerez|cooking brandy|brandy of choice|orujo|tsipouro|tsikoudia|chacha|pomace brandy",
    "spirit",
  ),
  food(
    "whisky|whiskey|bourbon|bourbon whiskey|scotch|scotch whisky|blended scotch|single malt|single malt scotch|single malt whisky|blended whisky|irish whiskey|rye whiskey|rye whisky|tennessee whiskey|jack daniel's|jack daniels|jim beam|maker's mark|makers mark|wild turkey bourbon|woodford reserve|bulleit|jameson|jameson irish whiskey|bushmills|glenfiddich|glenlivet|johnnie walker|famous grouse|canadian whisky|canadian club|crown royal|japanese whisky|suntory whisky|moonshine|white whiskey|corn whiskey|peated whisky|whisky of choice|bourbon of choice|fireball|fireball whisky|cinnamon whisky",
    "spirit",
    {
      why: "Whisky is distilled from cereals: exempt from the gluten label (EU Annex II), still alcohol.",
    },
  ),
  food(
    "tequila|blanco tequila|silver tequila|tequila blanco|reposado|reposado tequila|añejo tequila|anejo tequila|gold tequila|jose cuervo|patron|patrón|don julio|mezcal|mescal|sotol|raicilla|bacanora|tequila of choice",
    "spirit",
  ),
  food(
    "ouzo|pastis|pernod|ricard|absinthe|sambuca|anisette|anis del mono|aguardiente de anis|mastika|mastiha liqueur|aquavit|akvavit|schnapps|peach schnapps|butterscotch schnapps|sour apple schnapps|peppermint schnapps|jägermeister|jagermeister|jäger|unicum|becherovka|everclear|grain alcohol|neutral spirit|neutral grain spirit|pure alcohol|rectified spirit|ethanol|ethyl alcohol|spirit of choice|liquor of choice|strong spirit",
    "spirit",
  ),
  // liqueurs
  food(
    "liqueur|liqueurs|orange liqueur|triple sec|cointreau|grand marnier|curaçao|curacao|blue curacao|blue curaçao|orange curacao|mandarine napoleon|limoncello|limoncino|arancello|coffee liqueur|kahlúa|kahlua|tia maria|mr black|chambord|raspberry liqueur|crème de cassis|creme de cassis|cassis|crème de menthe|creme de menthe|green creme de menthe|white creme de menthe|crème de cacao|creme de cacao|white creme de cacao|dark creme de cacao|crème de violette|creme de violette|crème de mûre|creme de mure|crème de framboise|creme de framboise|crème de pêche|creme de peche|crème de banane|creme de banane|drambuie|st-germain|st germain|st. germain|elderflower liqueur|chartreuse|green chartreuse|yellow chartreuse|benedictine|bénédictine|galliano|strega|maraschino liqueur|luxardo maraschino|luxardo|maraschino|cherry heering|heering|pimm's|pimms|pimm's no. 1|campari|aperol|cynar|fernet|fernet-branca|fernet branca|amaro|amari|amaro montenegro|averna|amaro nonino|ramazzotti|southern comfort|midori|melon liqueur|goldschlager|goldschläger|licor 43|cuarenta y tres|mozart liqueur|chocolate liqueur|godiva liqueur|godiva chocolate liqueur|ginger liqueur|domaine de canton|sloe liqueur|apricot liqueur|peach liqueur|cherry liqueur|blackberry liqueur|passion fruit liqueur|passoa|pama|lychee liqueur|soho lychee|violet liqueur|crème de rose|mirto|mirto di sardegna|punsch|arrack punch|swedish punsch|falernum|velvet falernum|allspice dram|pimento dram|amer picon|suze|salers aperitif|china-china|kummel liqueur|kümmel liqueur|ouzo liqueur|cherry marnier",
    "alcohol",
    {
      may: ["sulphites", "milk"],
      why: "Liqueurs are spirits with sugar and flavourings ('crème de' names the texture, not cream); a few chocolate liqueurs hold milk.",
    },
  ),
  food("amaretto|disaronno|amaretto di saronno|lazzaroni amaretto|amaretto liqueur", "alcohol", {
    may: ["tree nuts"],
    why: "Flavoured with apricot kernels or almonds.",
  }),
  food(
    "frangelico|hazelnut liqueur|nocino|walnut liqueur|nocello|pistachio liqueur|pistachio cream liqueur|almond liqueur|macadamia liqueur|praline liqueur",
    "alcohol|nut",
    { why: "Liqueurs infused with hazelnuts, walnuts, pistachios or almonds." },
  ),
  food(
    "baileys|bailey's|baileys irish cream|irish cream|irish cream liqueur|cream liqueur|amarula|rumchata|rum chata|carolans|carolans irish cream|saint brendan's|st brendan's|eggnog liqueur|kahlua cream|dooley's|sheridan's|sheridans|tequila rose|mozart cream liqueur|chocolate cream liqueur|coffee cream liqueur|salted caramel liqueur|baileys salted caramel",
    "alcohol|dairy",
    { why: "Cream liqueurs are spirit with cream." },
  ),
  food(
    "bitters|angostura|angostura bitters|aromatic bitters|peychaud's|peychauds|peychaud's bitters|orange bitters|chocolate bitters|celery bitters|mole bitters|cocktail bitters|bitters of choice|dashes of bitters|dash bitters|fee brothers bitters|regan's orange bitters",
    "alcohol",
    {
      may: ["celery"],
      why: "Bitters are herbs and spices macerated in strong alcohol (Angostura is 44.7%); celery bitters hold celery.",
    },
  ),
  food(
    "cocktail|cocktails|mixed drink|margarita|margaritas|frozen margarita|pina colada|piña colada|mojito|mojitos|daiquiri|strawberry daiquiri|cosmopolitan|martini|dirty martini|negroni|spritz|aperol spritz|hugo spritz|old fashioned cocktail|manhattan|whiskey sour|moscow mule|dark and stormy|mai tai|hurricane|long island iced tea|tom collins|gin and tonic|paloma|caipirinha|pisco sour|bloody mary|bloody caesar|caesar cocktail|sazerac|sidecar|espresso martini|hot toddy|hot buttered rum|irish coffee|white russian|black russian|mudslide|grasshopper cocktail|brandy alexander|tom and jerry|eggnog cocktail|rum punch|planter's punch|fruit punch spiked|jungle juice|sangria punch|sake bomb|boilermaker|highball|lowball|nightcap|aperitif|aperitivo|digestif|digestivo|cocktail of choice",
    "alcohol",
    {
      may: ["milk", "egg", "fish", "celery", "sulphites", "gluten", "wheat"],
      why: "Cocktails hold spirits; some cream (white Russian, mudslide), egg white (sours), Worcestershire and celery salt (Bloody Mary), beer or wine.",
    },
  ),
  food(
    "margarita mix|sour mix|sweet and sour mix|sweet & sour mix|bar mix|cocktail mix|pina colada mix|daiquiri mix|strawberry daiquiri mix|mojito mix|cosmopolitan mix|mai tai mix|cocktail mixer|lime juice cordial|rose's sweetened lime juice",
    "drink",
    {
      may: ["sulphites", "egg"],
      why: "Non-alcoholic mixers; some sour mixes hold egg white powder and sulphite preservatives.",
    },
  ),
];
