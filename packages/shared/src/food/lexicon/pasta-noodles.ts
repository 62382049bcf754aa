import { food } from "./entry";

/**
 * Pasta (durum wheat; fresh egg pasta holds egg), filled pasta and dumplings, Asian noodles and
 * wrappers. Udon, ramen, somen and egg noodles are wheat; soba is buckwheat usually cut with wheat;
 * rice, glass (mung bean, sweet potato) and shirataki (konjac) noodles hold no wheat.
 */
export const PASTA_NOODLES = [
  food(
    "pasta|pastas|dried pasta|dry pasta|short pasta|long pasta|pasta shapes|cooked pasta|leftover pasta|uncooked pasta|durum wheat pasta|wholewheat pasta|whole wheat pasta|wholemeal pasta|whole grain pasta|multi-grain pasta|multigrain pasta|protein pasta|barilla|de cecco|garofalo|rummo|pasta di gragnano|noodle|noodles|cooked noodles",
    "wheat",
  ),
  food(
    "spaghetti|spaghettini|spaghettoni|thin spaghetti|spaghetti alla chitarra|chitarra|linguine|linguini|linguine fini|bucatini|perciatelli|vermicelli pasta|capellini|angel hair|angel hair pasta|capelli d'angelo|trenette|trofie|stringozzi|strozzapreti|tonnarelli|ziti|long ziti|candele|fusilli lunghi|spaghetti noodles|fideos|fideo|fideua|fideuà|sopa de fideo",
    "pasta",
  ),
  food(
    "fettuccine|fettucine|fettuccini|fettuccelle|tagliatelle|tagliolini|taglierini|pappardelle|pici|bigoli|reginette|mafalde|mafaldine|lasagnette",
    "pasta",
    { may: ["egg"], why: "Ribbon pastas (tagliatelle, fettuccine, pappardelle) are usually egg pasta, dried nests included." },
  ),
  food(
    "penne|penne rigate|penne lisce|mostaccioli|rigatoni|tortiglioni|paccheri|mezzi paccheri|calamarata|ziti rigati|fusilli|rotini|rotelle|ruote|wagon wheels pasta|farfalle|farfalline|bow tie pasta|bowtie pasta|bow ties|orecchiette|conchiglie|conchiglioni|pasta shells|shells|shell pasta|jumbo shells|jumbo pasta shells|medium shells|small shells|macaroni|elbow macaroni|elbows|elbow pasta|cavatappi|cellentani|gemelli|casarecce|cavatelli|malloreddus|gnocchetti sardi|radiatori|campanelle|gigli|lumache|lumaconi|pipe rigate|mezze maniche|maccheroni|garganelli|sedani|trottole|fiori|creste di gallo|tubetti|ditalini|ditali|anelli|anellini|stelline|acini di pepe|pastina|alphabet pasta|orzo|risoni|riso pasta|fregola sarda|corzetti|lorighittas|busiate|orecchiette pasta|trofie pasta|mezze penne|penne pasta|rigatoni pasta|fusilli pasta|twisty pasta|spirals|spiral pasta|rotini pasta",
    "pasta",
  ),
  food(
    "lasagna|lasagne|lasagna noodles|lasagne noodles|lasagna sheets|lasagne sheets|no-boil lasagna noodles|oven-ready lasagna noodles|no boil lasagna sheets|cannelloni|cannelloni tubes|manicotti|manicotti shells",
    "pasta",
    { why: "Dried lasagne and cannelloni are durum wheat; fresh or egg lasagne sheets are egg pasta." },
  ),
  food(
    "egg pasta|fresh pasta|fresh egg pasta|pasta all'uovo|fresh fettuccine|fresh tagliatelle|fresh pappardelle|fresh linguine|egg tagliatelle|egg fettuccine|egg noodles|egg noodle|dried egg noodles|wide egg noodles|extra wide egg noodles|medium egg noodles|fine egg noodles|kluski|kluski noodles|amish egg noodles|reames noodles|frozen egg noodles|spaetzle|spätzle|spatzle|knöpfle|knopfle|nokedli|galuska|pasta dough|fresh pasta dough|egg noodle dough|fresh lasagne sheets|lasagne all'uovo|egg lasagne|egg lasagna sheets",
    "pasta",
    { has: ["egg"], why: "Fresh pasta and egg noodles are wheat flour and egg." },
  ),
  food(
    "ravioli|raviolo|tortellini|tortelloni|tortelli|agnolotti|agnolotti del plin|cappelletti|anolini|mezzelune|caramelle|fagottini|sacchetti|culurgiones|pansotti|cheese ravioli|spinach and ricotta ravioli|meat ravioli|cheese tortellini|three cheese tortellini|refrigerated tortellini|fresh ravioli|frozen ravioli|filled pasta|stuffed pasta|rana tortellini|canned ravioli",
    "egg pasta",
    {
      may: ["milk", "pork", "beef", "meat", "tree nuts", "fish", "crustacean shellfish"],
      why: "Egg pasta filled with cheese (milk), meat (pork, beef, prosciutto), walnuts (pansotti) or seafood.",
    },
  ),
  food(
    "gnocchi|potato gnocchi|gnocchi di patate|gnocco|gnudi|ricotta gnocchi|gnocchi alla romana|semolina gnocchi|sweet potato gnocchi|cauliflower gnocchi|shelf-stable gnocchi|frozen gnocchi|chicche|malfatti|canederli|knödel|knodel|klöße|kloesse|potato dumplings|pyzy|kopytka",
    "pasta",
    {
      may: ["egg", "milk"],
      why: "Potato and wheat flour dough, often with egg; gnudi and gnocchi alla romana are ricotta or semolina with cheese and milk.",
    },
  ),
  food(
    "pierogi|pierogies|pierogis|perogies|perogy|pirogi|vareniki|varenyky|pelmeni|pelmeny|manti|mantu|chuchvara|khinkali|momo|momos|kreplach|maultaschen|dim sum|dumpling|dumplings|potstickers|pot stickers|potsticker|gyoza|gyozas|jiaozi|mandu|mandoo|wontons|wonton|won ton|shumai|siu mai|siomai|xiao long bao|soup dumplings|frozen dumplings|bibigo dumplings|chinese dumplings|pork dumplings|chicken dumplings|vegetable dumplings|veggie dumplings|steamed dumplings|fried dumplings|boiled dumplings|suet dumplings|dumplings for stew|matzo balls|matzo ball|knaidlach",
    "wheat|dish",
    {
      may: ["egg", "milk", "pork", "beef", "meat", "crustacean shellfish", "soybeans", "sesame"],
      why: "Wheat dough (often with egg) filled with pork, beef, chicken, shrimp, cheese or potato; Asian dumplings are seasoned with soy sauce and sesame oil; UK dumplings are made with suet (beef).",
    },
  ),
  // Asian wheat noodles
  food(
    "udon|udon noodles|udon noodle|fresh udon|fresh udon noodles|frozen udon|frozen udon noodles|vacuum-packed udon|cooked udon|sanuki udon|inaniwa udon|kishimen|hoto|dried udon|thick wheat noodles",
    "pasta",
  ),
  food("somen|somen noodles|soumen|hiyamugi|misua|mee sua|wheat vermicelli|thin wheat noodles", "pasta"),
  food(
    "ramen|ramen noodles|fresh ramen|fresh ramen noodles|dried ramen noodles|chukamen|chuka soba|chukka soba|alkaline noodles|yakisoba noodles|yakisoba|mi goreng noodles|hokkien noodles|hokkien mee|lo mein|lo mein noodles|chow mein|chow mein noodles|chow mein noodles crispy|wonton noodles|chinese egg noodles|shanghai noodles|shanghai thick noodles|la mian|lamian|hand-pulled noodles|biang biang noodles|knife-cut noodles|dao xiao mian|dan dan noodles|jajangmyeon noodles|jjajangmyeon noodles|kalguksu|kalguksu noodles|korean wheat noodles|chinese wheat noodles|wheat noodles|yi mein|e-fu noodles|yee mein|pancit canton|canton noodles|mee|mee pok|mee kia|ban mian|bakmi|bami|mie|mie noodles",
    "pasta",
    {
      may: ["egg"],
      why: "Wheat noodles made with alkaline water, often with egg (lo mein, wonton noodles, pancit canton).",
    },
  ),
  food(
    "instant ramen|instant noodles|ramen packets|ramen packet|cup noodles|cup noodle|pot noodle|top ramen|maruchan|maruchan ramen|nissin|nissin ramen|shin ramyun|shin ramen|buldak|samyang|indomie|indomie mi goreng|mama noodles|maggi noodles|maggi masala noodles|koka noodles|ramyun|ramyeon|ramyeon noodles|chapagetti|neoguri|sapporo ichiban|mr noodles|super noodles|supernoodles",
    "ramen",
    {
      may: ["soybeans", "milk", "fish", "crustacean shellfish", "sesame", "egg", "celery", "meat", "pork", "beef"],
      why: "Fried wheat noodles with seasoning packets of soy sauce, milk powder, fish, shrimp or meat extracts.",
    },
  ),
  food(
    "soba|soba noodles|buckwheat noodles|japanese buckwheat noodles|juwari soba|ni-hachi soba|cha soba|green tea soba|dried soba|fresh soba|naengmyeon|naengmyeon noodles|naengmyun|memil guksu|makguksu|pizzoccheri",
    "buckwheat",
    { may: ["wheat", "gluten"], why: "Soba is buckwheat usually mixed with wheat (only juwari soba is all buckwheat)." },
  ),
  // noodles without wheat
  food(
    "rice noodles|rice noodle|rice stick noodles|rice sticks|rice stick|pad thai noodles|rice vermicelli|vermicelli rice noodles|rice vermicelli noodles|pho noodles|banh pho|bun noodles|flat rice noodles|wide rice noodles|mei fun|mai fun|bee hoon|beehoon|mee hoon|ho fun|hor fun|chow fun|shahe fen|kway teow|kuay teow|kuy teav|sen lek|sen yai|sen mee|khanom jeen|pancit bihon|bihon|rice spaghetti|brown rice pasta|rice pasta|rice ramen|dried rice noodles|fresh rice noodles|rice noodle sheets|cheung fun|rice noodle rolls|silver needle noodles|lai fun|rice ribbons|banh canh|mixian|guilin rice noodles|idiyappam|string hoppers|sevai|rice sevai",
    "rice",
    {
      why: "Rice flour and water; fresh rice noodle sheets may be brushed with oil.",
    },
  ),
  food("vermicelli|vermicelli noodles|seviyan|sevaiyan|semiya|fine vermicelli", "cereal grain", {
    may: ["wheat", "gluten"],
    why: "Vermicelli alone may be Italian or Indian wheat vermicelli or rice vermicelli.",
  }),
  food(
    "glass noodles|cellophane noodles|bean thread noodles|bean thread vermicelli|mung bean noodles|mung bean vermicelli|bean threads|vermicelli bean threads|fensi|fen si|saifun|harusame|sotanghon|tang hoon|woon sen|sweet potato noodles|sweet potato starch noodles|sweet potato glass noodles|japchae noodles|dangmyeon|dang myun|korean glass noodles|potato starch noodles|fen tiao|wide glass noodles|sweet potato vermicelli",
    "legume",
    {
      why: "Starch noodles from mung bean, sweet potato or potato: no wheat.",
    },
  ),
  food(
    "shirataki|shirataki noodles|konjac noodles|konnyaku noodles|miracle noodles|skinny noodles|konjac rice|shirataki rice|ito konnyaku|konnyaku|konjac|konjac jelly|konjac block|yam cake|devil's tongue|glucomannan",
    "vegetable",
    { why: "Konjac corm starch and water." },
  ),
  food(
    "kelp noodles|sea kelp noodles|zucchini noodles|zoodles|courgetti|vegetable noodles|veggie noodles|spiralized zucchini|carrot noodles|butternut noodles|sweet potato noodles spiralized|palmini|hearts of palm noodles|heart of palm pasta|spaghetti squash noodles",
    "vegetable",
  ),
  food(
    "chickpea pasta|lentil pasta|red lentil pasta|bean pasta|black bean pasta|edamame pasta|pea pasta|banza|explore cuisine pasta|chickpea rotini|lentil penne",
    "legume",
    {
      may: ["soybeans"],
      why: "Pasta of legume flour: no wheat (edamame pasta is soy).",
    },
  ),
  food("corn pasta|quinoa pasta|buckwheat pasta|gluten free pasta shapes|rice and corn pasta", "cereal grain"),
  // wrappers
  food(
    "wonton wrappers|wonton wrapper|wonton skins|wonton skin|won ton wrappers|wonton sheets|siu mai wrappers|shumai wrappers|egg roll wrappers|egg roll wrapper|egg roll skins|eggroll wrappers|lumpia wrappers|lumpia wrapper|lumpia skins",
    "wheat",
    {
      may: ["egg"],
      why: "Wheat dough; wonton and egg roll wrappers are often made with egg.",
    },
  ),
  food(
    "dumpling wrapper|dumpling wrappers|dumpling skin|dumpling skins|gyoza wrapper|gyoza wrappers|gyoza skins|gyoza skin|potsticker wrapper|potsticker wrappers|jiaozi wrappers|mandu wrappers|mandu skins|spring roll wrapper|spring roll wrappers|spring roll pastry|spring roll skins|spring roll sheets|tyj spring roll pastry|popiah skins|popiah wrappers|bao wrappers|samosa strips|pastry wrappers|momo wrappers|pelmeni dough|dumpling dough|gyoza dough|bao dough",
    "wheat",
  ),
  food(
    "rice paper|rice paper wrapper|rice paper wrappers|rice paper sheet|rice paper sheets|rice paper round|rice paper rounds|spring roll rice paper|vietnamese rice paper|banh trang|bánh tráng|rice wrapper|rice wrappers|rice paper rolls wrappers|summer roll wrappers|edible rice paper|wafer paper",
    "rice",
    {
      why: "Rice flour or tapioca and water.",
    },
  ),
];
