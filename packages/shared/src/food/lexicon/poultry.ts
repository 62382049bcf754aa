import { food } from "./entry";

/** Birds: chicken, turkey, duck, goose and game birds. Their eggs are in eggs.ts (egg, not meat). */
export const POULTRY = [
  food(
    "chicken|chickens|whole chicken|whole chickens|roasting chicken|roaster chicken|roaster|broiler chicken|broiler|broilers|fryer chicken|fryer|broiler-fryer|chicken pieces|chicken portions|chicken quarters|spatchcock chicken|spatchcocked chicken|poussin|poussins|spring chicken|cornish hen|cornish hens|cornish game hen|cornish game hens|rock cornish hen|capon|stewing hen|boiling fowl|hen|hens|rotisserie chicken|roast chicken|cooked chicken|leftover chicken|shredded chicken|chicken meat|dark meat chicken|white meat chicken|chicken supreme|chicken supremes|chicken breast|chicken breasts|breast of chicken|chicken thigh|chicken thighs|chicken drumstick|chicken drumsticks|drumstick|drumsticks|chicken wings|chicken wing|wings|wing|wingettes|party wings|chicken mince|ground chicken|minced chicken|pollo|poulet|murgh|murg|silkie chicken|black chicken",
    "poultry",
  ),
  food(
    "chicken nuggets|chicken nugget|nuggets|popcorn chicken|chicken fingers|chicken finger|chicken goujons|goujons|breaded chicken|breaded chicken breast|breaded chicken tenders|chicken katsu|katsu chicken|chicken schnitzel|chicken milanese|chicken milanesa|milanesa de pollo|crispy chicken|crispy chicken tenders|chicken fries|chicken patties|chicken patty|chicken burger|chicken burgers",
    "chicken",
    {
      has: ["wheat", "gluten"],
      may: ["egg", "milk", "soybeans"],
      why: "Breaded or battered in wheat flour and crumbs, often with egg and milk.",
    },
  ),
  food(
    "fried chicken|southern fried chicken|buttermilk fried chicken|korean fried chicken|chicken karaage|karaage|kara-age|tatsuta age|chicken 65|kfc|nashville hot chicken|hot chicken|fried chicken pieces",
    "chicken",
    {
      may: ["wheat", "gluten", "egg", "milk", "soybeans"],
      why: "Dredged in wheat flour or starch, often after buttermilk or egg; karaage is marinated in soy sauce.",
    },
  ),
  food(
    "chicken parmesan|chicken parm|chicken parmigiana|chicken parmigiano|chicken parmo|chicken kiev|chicken kyiv|chicken cordon bleu|cordon bleu",
    "chicken",
    {
      has: ["wheat", "gluten", "milk"],
      may: ["egg", "pork"],
      why: "Breaded chicken with cheese or garlic butter (cordon bleu adds ham).",
    },
  ),
  food("buffalo wings|buffalo chicken|buffalo chicken wings|hot wings|chicken wings buffalo|wings buffalo", "chicken", {
    may: ["milk"],
    why: "Buffalo sauce is hot sauce with butter.",
  }),
  food("schmaltz|chicken schmaltz|chicken fat|rendered chicken fat|gribenes|grieven|chicken skin|chicken skins|chicken crackling", "chicken|fat", {
    why: "Rendered chicken (or goose) fat.",
    without: ["milk", "pork", "beef"],
  }),
  food(
    "gizzard|gizzards|chicken gizzards|gizzards and hearts|chicken hearts|chicken feet|chicken paws|phoenix claws|chicken necks|chicken backs|chicken carcass|chicken carcasses|chicken frames|chicken bones|chicken giblets|chicken offal",
    "chicken|offal",
    { why: "Chicken offal.", without: ["beef", "pork"] },
  ),
  food(
    "turkey|turkeys|whole turkey|turkey breast|turkey breasts|turkey crown|turkey roll|turkey roast|turkey cutlets|turkey cutlet|turkey escalopes|turkey tenderloin|turkey tenderloins|turkey steaks|turkey legs|turkey thighs|turkey wings|turkey drumsticks|turkey necks|turkey necks and giblets|turkey mince|ground turkey|minced turkey|lean ground turkey|turkey meat|roast turkey|deli turkey|sliced turkey|turkey slices|smoked turkey|smoked turkey breast|turkey deli meat|turkey lunch meat|turkey giblets|wild turkey|heritage turkey|butterball turkey|pavo",
    "poultry",
  ),
  food(
    "turkey bacon|turkey bacon bits|turkey bacon crumbles|turkey bacon slices|turkey bacon strips|turkey rashers|turkey ham|turkey ham slices|sliced turkey ham|chicken bacon|chicken ham",
    "turkey",
    {
      without: ["pork"],
      why: "Turkey or chicken cured and sliced like bacon or ham: no pork.",
    },
  ),
  food(
    "turkey pepperoni|turkey salami|turkey kielbasa|turkey pastrami|turkey chorizo|turkey bologna|turkey frankfurters|turkey franks|turkey hot dogs|turkey sausage links|chicken chorizo|chicken salami|chicken pepperoni|chicken kielbasa|chicken frankfurters|chicken franks|chicken hot dogs|chicken sausages|chicken sausage|chicken bratwurst|chicken apple sausage|chicken and apple sausage|turkey sausage|turkey sausages",
    "poultry|processed meat",
    {
      without: ["beef"],
      why: "Poultry made like pork sausage; natural casings may still be pork.",
    },
  ),
  food(
    "duck|ducks|whole duck|duck breast|duck breasts|magret|magret de canard|duck legs|duck leg|duck meat|duckling|ducklings|roast duck|duck confit|confit duck|confit de canard|duck leg confit|canard|smoked duck|smoked duck breast|duck skin|muscovy duck|pekin duck|gressingham duck|barbary duck|mallard|teal|wild duck",
    "poultry",
  ),
  food("peking duck|beijing duck|crispy duck|crispy aromatic duck|aromatic duck|cantonese roast duck|chinese roast duck|siu ngaap", "duck", {
    has: ["soybeans", "wheat", "gluten"],
    may: ["sesame", "alcohol"],
    why: "Glazed or served with hoisin sauce (soy, wheat) and wheat pancakes.",
  }),
  food("duck fat|goose fat|rendered duck fat|duck dripping|goose dripping", "poultry|fat", {
    why: "Rendered duck or goose fat.",
    without: ["milk", "pork", "beef"],
  }),
  food("foie gras|foie gras torchon|torchon|duck foie gras|goose foie gras|goose liver|duck liver|foie gras terrine|foie gras mousse", "duck|offal", {
    why: "Fattened duck or goose liver.",
    without: ["beef", "pork"],
  }),
  food("goose|geese|whole goose|goose breast|goose legs|roast goose|christmas goose|gans", "poultry"),
  food(
    "quail|quails|whole quail|semi-boneless quail|partridge|partridges|pheasant|pheasants|pheasant breast|pheasant breasts|grouse|guinea fowl|guineafowl|guinea hen|pigeon|pigeons|wood pigeon|pigeon breast|squab|squabs|woodcock|snipe|dove|doves|ptarmigan|turducken|game bird|game birds",
    "poultry|game",
  ),
  food("ostrich|ostrich meat|ostrich steak|ground ostrich|ostrich fillet|emu|emu meat|rhea", "poultry", { why: "Ratites are birds, counted as poultry." }),
];
