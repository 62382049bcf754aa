import { food } from "./entry";

/**
 * Things recipe lines list that are not food: skewers, twine, paper, tins and dishes. Known so
 * that a line such as "8 wooden skewers" is placed (it holds nothing) rather than left unchecked,
 * and so that "butter, for the pie dish" is not read as a pie.
 */
export const KITCHEN = [
  food(
    "skewers|skewer|wooden skewers|bamboo skewers|metal skewers|kebab skewers|cocktail sticks|cocktail stick|toothpicks|toothpick|lollipop sticks|popsicle sticks|ice pop sticks|paper straws|straws",
    "kitchen supply",
  ),
  food(
    "kitchen twine|butcher's twine|butchers twine|cooking twine|kitchen string|string|twine|cheesecloth|cheese cloth|muslin|muslin cloth|butter muslin|nut milk bag|jelly bag|coffee filter|coffee filters|paper towels|paper towel|kitchen paper|kitchen towel|tea towel|parchment paper|parchment|baking paper|greaseproof paper|wax paper|waxed paper|aluminum foil|aluminium foil|foil|tin foil|plastic wrap|cling film|cling wrap|clingfilm|saran wrap|food wrap|zip-top bag|ziploc bag|ziplock bag|freezer bag|freezer bags|sandwich bags|piping bag|piping bags|pastry bag|disposable piping bag|piping tip|piping nozzle|baking beans|pie weights|pastry brush|silicone mat|silpat|cupcake cases|cupcake liners|muffin liners|muffin cases|paper cases|cake board|cake boards|cake boxes|cellophane bags|mason jar|mason jars|jam jars|sterilised jars|sterilized jars|glass jars|canning jars|jar lids|labels|rubber bands|ramekin|ramekins|pudding basin|pudding bowl|pie dish|pie plate|pie tin|pie pan|cake tin|cake pan|loaf tin|loaf pan|bread pan|muffin tin|muffin pan|bundt pan|bundt tin|springform|springform pan|springform tin|tart tin|tart pan|flan tin|baking dish|casserole dish|gratin dish|roasting tin|roasting pan|baking sheet|baking tray|sheet pan|cookie sheet|cooling rack|wire rack|dutch oven|skillet|frying pan|wok|saucepan|steamer basket|bamboo steamer|mandoline|spiralizer|thermometer|candy thermometer|meat thermometer|mortar and pestle|food processor|blender|stand mixer|hand mixer|ice cream maker|popsicle molds|ice cube tray|silicone molds|chocolate molds|cookie cutters|cookie cutter|biscuit cutter|rolling pin|charcoal|wood chips|smoking chips|wood chunks|cedar plank|cedar planks|grilling plank|gloves|disposable gloves|kitchen gloves|paper cups|paper plates|candles|birthday candles|sparklers|cake topper|edible cake topper paper",
    "kitchen supply",
  ),
];
