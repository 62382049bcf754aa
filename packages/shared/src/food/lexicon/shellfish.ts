import { food } from "./entry";

/**
 * Crustaceans (FDA "crustacean shellfish", EU Annex II "crustaceans") and molluscs (EU Annex II;
 * the FDA does not list molluscs, the EU does: land snails included), with what is made of them.
 */
export const SHELLFISH = [
  // crustaceans
  food(
    "shrimp|shrimps|prawn|prawns|raw shrimp|large shrimp|jumbo shrimp|medium shrimp|small shrimp|peeled shrimp|deveined shrimp|frozen shrimp|king prawns|king prawn|tiger prawns|tiger prawn|tiger shrimp|raw prawns|cooked prawns|cooked shrimp|peeled prawns|prawn tails|shrimp tails|prawn cutlets|shell-on shrimp|shell on shrimp|tail-on shrimp|tail on shrimp|shell-on prawns|shell on prawns|head-on prawns|head-on shrimp|whole prawns|salad shrimp|cocktail shrimp|bay shrimp|brown shrimp|rock shrimp|spot prawns|gulf shrimp|white shrimp|pink shrimp|argentinian red shrimp|banana prawns|camarones|camaron|camarón|gambas|gamberi|gamberoni|crevettes|ebi|udang|goong",
    "shellfish",
    {
      may: ["sulphites"],
      why: "Raw shrimp are often treated with sodium metabisulphite against black spot (EU Annex II: sulphites).",
    },
  ),
  food(
    "langoustine|langoustines|scampi|dublin bay prawns|dublin bay prawn|nephrops|norway lobster|langostino|langostinos|squat lobster|red claw|crayfish|crawfish|crawdads|crawdad|crayfish tails|crawfish tails|ecrevisse|écrevisses|yabbies|yabby|freshwater crayfish",
    "shellfish",
  ),
  food(
    "breaded scampi|scampi bites|wholetail scampi|scampi in breadcrumbs|shrimp tempura|prawn tempura|ebi fry|ebi furai|coconut shrimp|popcorn shrimp|fried shrimp|breaded shrimp|butterfly shrimp|shrimp toast|prawn toast|prawn toasts|sesame prawn toast",
    "shrimp",
    {
      has: ["wheat", "gluten"],
      may: ["egg", "milk", "sesame"],
      why: "Breaded or battered shellfish; prawn toast is on bread with sesame.",
    },
  ),
  food(
    "crab|crabs|crab meat|crabmeat|lump crab meat|lump crabmeat|jumbo lump crab|backfin crab|claw meat|crab claw meat|white crab meat|brown crab meat|blue crab|blue crabs|dungeness crab|king crab|king crab legs|snow crab|snow crab legs|stone crab|stone crab claws|crab claws|crab legs|soft-shell crab|soft shell crab|softshell crab|spider crab|mud crab|mud crabs|dressed crab|canned crab|tinned crab|pasteurized crab meat|jonah crab|rock crab|red king crab|mitten crab|hairy crab|cangrejo|granchio",
    "shellfish",
  ),
  food("crab cake|crab cakes|crabcakes|maryland crab cakes|crab rangoon|crab rangoons|crab puffs", "crab", {
    has: ["wheat", "gluten"],
    may: ["egg", "milk", "mustard", "fish"],
    why: "Crab bound with breadcrumbs, egg and mayonnaise (crab rangoon: cream cheese in a wonton wrapper, often imitation crab).",
  }),
  food(
    "lobster|lobsters|lobster tail|lobster tails|lobster meat|live lobster|live lobsters|cooked lobster|cooked lobsters|whole lobster|rock lobster|spiny lobster|langouste|slipper lobster|moreton bay bugs|balmain bugs|maine lobster|canadian lobster|european lobster|blue lobster|lobster claws|lobster claw meat|homard|aragosta|langosta",
    "shellfish",
  ),
  food("krill|krill oil|barnacles|goose barnacles|percebes|mantis shrimp|mantis prawn|slipper shrimp", "shellfish"),
  food(
    "shrimp paste|fermented shrimp paste|belacan|belachan|blacan|blachan|kapi|gapi|terasi|trassi|terasi udang|bagoong alamang|alamang|mam tom|mắm tôm|mam ruoc|hom ha|hae ko|petis|petis udang|shrimp sauce|balichao|ngapi|cincalok|chinchalok|shrimp paste block",
    "shrimp",
    {
      may: ["fish"],
      why: "Fermented salted shrimp or krill; some pastes (ngapi, some bagoong) add fish.",
    },
  ),
  food("bagoong|bagoong isda|bagoong monamon|guinamos", "fish|shellfish", { why: "Filipino fermented paste of shrimp (alamang) or fish (isda)." }),
  food(
    "dried shrimp|dried shrimps|dry shrimp|dried prawns|dried prawn|dried baby shrimp|small dried shrimp|udang kering|hae bee|hae bi|har mai|camarones secos|camaron seco|sakura ebi|sakura shrimp|hoshi ebi|dried shrimp powder|shrimp powder|ground dried shrimp|shrimp floss|tom kho|krill powder|salted shrimp|fermented shrimp|jeotgal shrimp",
    "shrimp",
  ),
  food(
    "shrimp chips|shrimp chip|prawn crackers|prawn cracker|shrimp crackers|krupuk|krupuk udang|kerupuk|kerupuk udang|kropek|keropok|banh phong tom|xia pian",
    "shrimp|snack",
    {
      may: ["wheat", "gluten", "fish"],
      why: "Tapioca crackers with shrimp (some with fish or wheat starch).",
    },
  ),
  food("shrimp cocktail|prawn cocktail|prawn cocktail sauce|seafood cocktail", "shrimp", {
    has: ["egg"],
    may: ["fish", "mustard"],
    why: "Prawns in Marie Rose sauce (mayonnaise, egg) or cocktail sauce (Worcestershire, fish).",
  }),
  food("har gow|har gau|ha gow|crystal shrimp dumplings|shrimp dumplings|prawn dumplings|shrimp wontons|prawn wontons", "shrimp", {
    has: ["wheat", "gluten"],
    may: ["pork", "sesame", "soybeans"],
    why: "Shrimp in a wheat starch or wonton wrapper, often with pork fat.",
  }),
  food(
    "seafood mix|seafood medley|mixed seafood|frozen seafood mix|marinara mix|seafood cocktail mix|shellfish mix|mixed shellfish|fruits of the sea|seafood selection",
    "seafood",
    {
      has: ["crustacean shellfish", "molluscs"],
      may: ["fish"],
      why: "Prawns, mussels, squid and clams, sometimes with fish.",
    },
  ),
  // molluscs
  food(
    "clam|clams|littleneck clams|littlenecks|littleneck|cherrystone clams|cherrystones|manila clams|razor clams|razor clam|quahog|quahogs|steamers|steamer clams|soft-shell clams|surf clams|geoduck|cockles|cockle|vongole|almejas|pipis|pipi|tuatua|canned clams|tinned clams|chopped clams|minced clams|baby clams|clam meat|clams in shell|venus clams|palourdes|hard-shell clams|chowder clams|asari|hamaguri|jogae|lala|lala clams",
    "mollusc",
  ),
  food("clam juice|bottled clam juice|clam broth|clam stock|clam nectar|clam liquor|clamato|clamato juice", "clam", {
    may: ["fish", "celery"],
    why: "Clamato is tomato juice with clam broth and spices.",
  }),
  food(
    "mussel|mussels|blue mussels|green-lipped mussels|green lipped mussels|new zealand mussels|pei mussels|moules|mejillones|cozze|smoked mussels|mussel meat|frozen mussels|live mussels",
    "mollusc",
  ),
  food(
    "oyster|oysters|rock oysters|pacific oysters|kumamoto|kumamoto oysters|bluepoint|blue point oysters|oysters on the half shell|smoked oysters|shucked oysters|oyster liquor|fresh oysters|jarred oysters|canned oysters|oyster meat|huitres|huîtres|ostras|ostriche|dried oysters|ho see",
    "mollusc",
  ),
  food(
    "scallop|scallops|sea scallops|sea scallop|bay scallops|bay scallop|king scallops|queen scallops|queenies|diver scallops|dry scallops|dried scallops|dried scallop|conpoy|gong yao zhu|coquilles st jacques|coquilles saint-jacques|scallop roe|scallop coral|scallops with roe|hotate|vieiras|capesante",
    "mollusc",
  ),
  food(
    "squid|calamari|calamares|squid rings|calamari rings|squid tubes|baby squid|squid tentacles|cleaned squid|whole squid|calamari steaks|squid steaks|dried squid|shredded squid|squid jerky|ojingeo|ika|sotong|pusit|firefly squid|hotaru ika",
    "mollusc",
  ),
  food("fried calamari|salt and pepper squid|salt and pepper calamari|calamari fritti|breaded calamari|battered calamari", "squid", {
    has: ["wheat", "gluten"],
    may: ["egg", "milk"],
    why: "Dredged in flour or batter.",
  }),
  food("squid ink|cuttlefish ink|nero di seppia|sepia ink|squid ink sauce|tinta de calamar|calamari ink", "squid"),
  food(
    "octopus|octopuses|octopi|pulpo|polpo|polipo|tako|baby octopus|octopus tentacles|octopus legs|cooked octopus|chuka tako|nakji|jjukkumi|poulpe",
    "mollusc",
  ),
  food("cuttlefish|cuttle fish|seppia|seppie|sepia|baby cuttlefish|dried cuttlefish", "mollusc"),
  food("abalone|abalones|paua|ormer|ormers|awabi|jeonbok|canned abalone|sea ear", "mollusc"),
  food(
    "conch|conchs|conch meat|whelk|whelks|winkles|periwinkles|periwinkle|sea snails|sea snail|limpets|limpet|bulots|escargot|escargots|snails|snail|land snails|helix snails|burgundy snails|caracoles|achatina|turban shell|moon snail",
    "mollusc",
    {
      why: "Snails, land or sea, are molluscs (EU Annex II).",
    },
  ),
  // other sea animals: neither fish nor shellfish by law
  food(
    "sea urchin|sea urchins|uni|sea urchin roe|ricci di mare|oursin|oursins|erizo de mar|sea cucumber|sea cucumbers|beche de mer|bêche-de-mer|trepang|haishen|jellyfish|jellyfish salad|dried jellyfish|sea squirt|meongge|sea pineapple|sea anemone|ortiguillas",
    "seafood",
    {
      has: ["sea-animal"],
      why: "Echinoderms, jellyfish and sea squirts are animals that are neither fish nor shellfish by FDA or EU law: not vegetarian, but seafood a pescatarian eats.",
    },
  ),
];
