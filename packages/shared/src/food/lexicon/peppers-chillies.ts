import { food } from "./entry";

/**
 * Sweet peppers and chillies, fresh, dried, smoked and canned, by their US, UK, Mexican and Asian
 * names. None holds an allergen family; jarred and pickled ones may hold sulphites.
 */
export const PEPPERS_CHILLIES = [
  food(
    "bell pepper|bell peppers|sweet pepper|sweet peppers|capsicum|capsicums|green bell pepper|green bell peppers|green pepper|green peppers|green capsicum|red bell pepper|red bell peppers|red pepper|red peppers|red capsicum|yellow bell pepper|yellow bell peppers|yellow pepper|yellow peppers|orange bell pepper|orange bell peppers|orange pepper|orange peppers|mixed peppers|mixed bell peppers|tricolor peppers|traffic light peppers|pepper strips|romano pepper|romano peppers|ramiro pepper|ramiro peppers|sweet pointed peppers|pointed peppers|pointed red peppers|mini sweet peppers|sweet mini peppers|snacking peppers|cubanelle|cubanelles|cubanelle peppers|italian frying peppers|frying peppers|friggitelli|corno di toro|lamuyo|pimiento|pimientos|pimento|pimentos|pimiento peppers|peperoni|peperone|poivron|pimiento morron|morron|shimla mirch|paprika peppers|sweet peppers mixed",
    "vegetable",
  ),
  food(
    "roasted red peppers|roasted red pepper|roasted peppers|jarred roasted red peppers|roasted capsicum|fire-roasted peppers|fire roasted red peppers|canned whole roasted red peppers|piquillo|piquillo peppers|pimientos del piquillo|peppadew|peppadews|peppadew peppers|sweet piquante peppers|cherry peppers|hot cherry peppers|pickled cherry peppers|sweet cherry peppers|pepperoncini|peperoncini|pepperoncini peppers|banana peppers|banana pepper|pickled banana peppers|wax peppers|hungarian wax pepper|hungarian wax peppers|sweet banana peppers|pickled peppers|giardiniera|hot giardiniera|mixed pickled vegetables|sottaceti|escabeche vegetables",
    "bell pepper",
    {
      may: ["sulphites", "celery"],
      why: "Jarred and pickled peppers may hold sulphite preservatives; giardiniera holds celery.",
    },
  ),
  food("shishito|shishito peppers|shishito pepper|padron peppers|padrón peppers|padron|pimientos de padron|pimientos de padrón|manganji", "bell pepper"),
  food(
    "chili pepper|chili peppers|chilli pepper|chilli peppers|chile pepper|chile peppers|chili|chilies|chilis|chile|chiles|chilli|chillies|red chili pepper|red chili|red chilies|red chile|red chiles|red chilli|red chillies|fresh red chili|fresh red chilli|fresh red chile|hot pepper|hot peppers|fresno chili|fresno chile|fresno chiles|fresno|fresno peppers|cayenne pepper fresh|fresh cayenne peppers|long red chili|long red chilli|long red chillies|finger chilies|finger chillies|long hot peppers|long hots|red jalapeno|red jalapenos|chilli padi|cili padi|siling labuyo|siling haba|lombok|cabai|cabe|gochu|cheongyang chili|cheongyang pepper|korean green chili|korean chili peppers|goat pepper|wiri wiri|datil|datil pepper|aji dulce|ají dulce|aji cachucha|ají cachucha|rocotillo|seasoning peppers|chile de arbol fresh|ghost pepper|ghost peppers|bhut jolokia|carolina reaper|trinidad scorpion|rocoto|rocotos|manzano pepper|manzano|aji limo|ají limo|aji charapita|mirchi|hari mirch|lal mirch|chilli halves|chopped chilli",
    "vegetable",
  ),
  food(
    "green chili pepper|green chili|green chilies|green chile|green chiles|green chillies|green chilli|fresh green chili|fresh green chilli|fresh green chillies|anaheim pepper|anaheim peppers|anaheim|anaheim chiles|anaheim chile|new mexico chiles|new mexico green chile|hatch chile|hatch chiles|hatch green chiles|canned green chiles|canned green chilies|diced green chiles|diced green chilies|mild green chilies|mild green chiles|ortega chiles|ortega green chiles|old el paso green chiles|chopped green chiles|roasted green chiles|poblano|poblanos|poblano pepper|poblano peppers|poblano chile|poblano chiles|poblano chilies|chile poblano|chiles poblanos|rajas|indian green chillies|thai green chilies",
    "chili pepper",
  ),
  food(
    "jalapeño|jalapeno|jalapenos|jalapeños|jalapeno pepper|jalapeno peppers|jalapeño pepper|jalapeño peppers|jalapeno chile|fresh jalapenos|green jalapenos|pickled jalapenos|pickled jalapeños|jarred jalapeños|jarred jalapenos|sliced jalapenos|jalapeno slices|jalapenos en escabeche|candied jalapenos|cowboy candy|canned jalapenos|nacho jalapenos",
    "chili pepper",
  ),
  food("serrano pepper|serrano peppers|serrano|serranos|serrano chile|serrano chili|serrano chiles|serrano chilies", "chili pepper"),
  food(
    "scotch bonnet pepper|scotch bonnet|scotch bonnets|scotch bonnet peppers|scotch bonnet chili|scotch bonnet chile|habanero|habaneros|habanero pepper|habanero peppers|habanero chile|habanero chili|bonney pepper|bonney peppers|orange habanero|red habanero",
    "chili pepper",
  ),
  food(
    "thai chili|thai chilies|thai chile|thai chiles|thai chilli|thai chillies|bird's eye chili|birds eye chili|bird eye chili|bird's eye chilli|birds eye chillies|bird's eye chillies|thai bird chili|thai bird chilies|bird chilies|prik kee noo|prik kee nu|bird's-eye chilies|red bird's eye chillies",
    "chili pepper",
  ),
  food(
    "dried ancho chile|ancho chile|ancho chiles|ancho chili|ancho chilies|ancho|anchos|ancho pepper|dried ancho chiles|dried ancho chili|dried ancho|chili ancho|chile ancho|chiles anchos|dried chiles|dried chilies|dried chili|dried chilli|dried chillies|dried chile|dried red chili|dried red chilies|dried red chile|dried red chiles|dried red chilli|dried red chillies|dried red chile peppers|whole dried chilies|whole dried chillies|whole dried red chillies|chiles secos|guajillo|guajillo chile|guajillo chiles|guajillo chili|guajillo chilies|guajillo peppers|arbol chiles|chile de arbol|chiles de arbol|chile de árbol|chiles de árbol|arbol|arbol chile|dried arbol chiles|dried chipotle chiles|dried chipotle peppers|dried chipotles|chipotle meco|morita chiles|morita|moritas|chile morita|cascabel|cascabel chiles|chilhuacle|puya|puya chiles|chiltepin|chiltepín|pequin|piquin|chile piquin|pequin chiles|costeño|costeño chiles|new mexico chiles dried|new mexico chile pods|california chiles|dried california chiles|nora peppers|ñora|noras|choricero|choricero peppers|kashmiri chilies|kashmiri chillies|dried kashmiri chillies|kashmiri red chillies|byadgi chillies|byadgi|guntur chillies|sannam chillies|dried red chile peppers whole|tien tsin chilies|tien tsin|facing heaven chilies|chinese dried chilies|chinese dried red chillies|sichuan dried chilies|er jing tiao|aji panca|ají panca|aji panca dried|aji mirasol|ají mirasol",
    "chili pepper",
  ),
  food(
    "dried pasilla chile|dried pasilla chiles|pasilla chile|pasilla chiles|pasilla chili|pasilla chilies|pasilla pepper|pasilla peppers|chile pasilla|pasilla negro|chile negro|pasilla|pasillas|pasilla de oaxaca|dried mulato chile|dried mulato chiles|mulato chile|mulato chiles|mulato chili|mulato pepper|mulato peppers|chile mulato|mulato|mulatos",
    "chili pepper",
  ),
  food(
    "chipotle chile in adobo|chipotle chiles in adobo|chipotle chili in adobo|chipotle chilies in adobo|chipotle in adobo|chipotles in adobo|chipotle pepper in adobo|chipotle peppers in adobo|chipotle chiles in adobo sauce|chipotle peppers in adobo sauce|chipotles in adobo sauce|chipotle in adobo sauce|canned chipotles|canned chipotle peppers|chipotle chiles|chipotle chile|chipotle peppers|chipotle pepper|chipotles|chipotle|adobo sauce|la costeña chipotle|san marcos chipotle|chiles chipotles adobados",
    "chili pepper",
  ),
];
