/**
 * The foods and kinds of dish the parser knows, singular and lower case (matching goes through
 * `singular` from the ingredient parser, so "lentils" finds "lentil"). A word not listed here is
 * taken as a food only right after "without" / "hold the" (foods.ts): anything else would be a guess.
 */
const words = (text: string) => new Set(text.trim().split(/\s*,\s*/));

export const FOODS = words(`
  chicken, chicken breast, chicken thigh, beef, ground beef, beef mince, pork mince, lamb mince, turkey mince, steak, pork, pork chop, lamb, turkey, duck, bacon, ham,
  sausage, chorizo, meatball, veal, venison, goat, mince, meat, red meat,
  fish, salmon, tuna, cod, haddock, halibut, tilapia, trout, mackerel, sardine, anchovy, sea bass, seafood,
  shellfish, shrimp, prawn, crab, lobster, scallop, mussel, clam, oyster, squid, calamari, octopus,
  tofu, tempeh, seitan, egg, lentil, red lentil, chickpea, bean, black bean, kidney bean, white bean, green bean,
  edamame, pea, split pea, quinoa, rice, brown rice, pasta, noodle, rice noodle, couscous, bulgur, barley, oat, bread,
  tortilla, potato, sweet potato, yam, spinach, kale, chard, lettuce, cabbage, bok choy, broccoli, cauliflower,
  brussels sprout, carrot, parsnip, beet, beetroot, turnip, radish, celery, leek, onion, red onion, shallot, garlic, salt,
  scallion, spring onion, tomato, cherry tomato, bell pepper, pepper, chili, chilli, jalapeno, zucchini, courgette,
  eggplant, aubergine, cucumber, squash, butternut squash, pumpkin, corn, sweetcorn, asparagus, artichoke, okra,
  mushroom, olive, avocado, fennel, ginger, lemongrass, cilantro, coriander, basil, parsley, mint, dill, rosemary,
  thyme, cheese, feta, mozzarella, parmesan, cheddar, goat cheese, halloumi, paneer, ricotta, cream cheese, yogurt,
  milk, cream, butter, dairy, gluten, wheat, nut, peanut, peanut butter, almond, cashew, walnut, pecan, pistachio,
  hazelnut, sesame, tahini, coconut, coconut milk, soy, apple, banana, berry, strawberry, blueberry, raspberry,
  lemon, lime, orange, mango, pineapple, peach, pear, cherry, grape, fig, raisin, chocolate, honey, sugar,
  hummus, kimchi, miso, pork belly, brisket, rib, cranberry, flour, vegetable, gnocchi, polenta, oatmeal, mash, mashed potato, swede, haggis, yorkshire pudding, maple syrup, kumara, gochujang, passata, crouton, tahini,
  pomegranate, apricot, plum, rhubarb, kiwi, watermelon, melon, sausage roll, black pudding, gammon, pancetta, prosciutto,
  salami, crayfish, sea bream, pollock, swordfish, monkfish, kipper, smoked salmon, tinned tuna, cottage cheese, quark, ghee,
  yoghurt, greek yoghurt, greek yogurt, naan, pitta, pita, roti, chapati, paratha, bagel, croissant, baguette, crumpet, wrap, fish finger, fish stick,
  chicken nugget, hot dog, frankfurter, boerewors, biltong, pap, samp, mealie, plantain, cassava, sweet corn, smoked haddock, lamb chop, pork chop,
  chicken wing, chicken leg, drumstick, rotisserie chicken, roast chicken, minced beef, ground turkey, puff pastry, pastry, filo, egg noodle,
  soba, udon, vermicelli, orzo, spaghetti, penne, fusilli, macaroni, tagliatelle, linguine, cream cheese, creme fraiche, sour cream, buttermilk,
  mascarpone, brie, camembert, gruyere, stilton, blue cheese, cheddar cheese, tortellini, ravioli, bulgur wheat, freekeh, millet, buckwheat,
  jackfruit, beansprout, bean sprout, pak choi, spring green, watercress, rocket, arugula, celeriac, sprout, marrow, gherkin, caper, sundried tomato,
  tinned tomato, chopped tomato, tomato paste, tomato puree, stock, broth, coconut cream, baked bean, refried bean, cannellini bean,
  butter bean, borlotti bean, pinto bean, mung bean, soya, quorn, halloumi cheese
`);

/** Kinds of dish a search can ask for ("gluten free desserts", "lentil soup recipes"). */
export const DISH_KINDS = words(`
  dessert, soup, salad, stew, curry, sandwich, bowl, stir-fry, stir fry, casserole, pie, cake, cookie, muffin,
  smoothie, drink, side, side dish, burger, pizza, taco, burrito, wrap, risotto, lasagna, omelette, omelet,
  lasagne, pancake, porridge, traybake, tray bake, roast, ice cream, chili con carne, dal, noodle soup, pasta bake, skewer,
  kebab, flatbread, dumpling, fritter, frittata, quiche, breakfast bowl, french fry, french toast, ragu, bolognese, cottage pie,
  shepherd's pie, shepherds pie, fish pie, mug cake, goulash, tagine, paella, biryani, jambalaya, gumbo, enchilada, fajita, ramen,
  pho, laksa, moussaka, hotpot, carbonara, meatloaf, pot pie, crumble, tart, brownie, flapjack, traybake, hash, pilaf, stroganoff, shortbread, biscuit, scone, starter, appetizer, canape, pavlova, trifle, tiramisu, cheesecake, roulade, souffle, poutine, bibimbap, coq au vin, cacio e pepe, katsu, butter chicken,
  pudding, wellington, shakshuka, bouillabaisse, mapo tofu, pad thai, ramen, laksa
`);

/**
 * Dishes of the world's home cooking, named by their own names ("bobotie", "bunny chow"): read as
 * dishes, never as spellings to correct ordinary words into (spelling.ts leaves them out).
 */
export const WORLD_DISHES = words(`
  bobotie, bunny chow, chakalaka, potjie, sosatie, vetkoek, malva pudding, coddle, colcannon, boxty, irish stew, stovies, cullen skink,
  toad in the hole, bangers and mash, fish and chips, bubble and squeak, cornish pasty, pasty, scotch egg, kedgeree, mac and cheese,
  macaroni cheese, pot roast, chowder, sloppy joe, quesadilla, nacho, chimichanga, empanada, arepa, feijoada, ceviche, gazpacho,
  minestrone, ratatouille, cassoulet, crepe, galette, calzone, arancini, schnitzel, pierogi, borscht, jollof, jollof rice, tikka masala,
  korma, chana masala, rajma, aloo gobi, palak paneer, dal makhani, pav bhaji, khichdi, samosa, pakora, bhaji, dosa, idli, upma, poha,
  thali, falafel, shawarma, kofta, tabbouleh, fattoush, spanakopita, souvlaki, gyro, bulgogi, teriyaki, tempura, sushi, gyoza, bao,
  chow mein, lo mein, fried rice, egg fried rice, congee, satay, rendang, nasi goreng, tom yum, banh mi, spring roll, okonomiyaki, donburi
`);
for (const dish of WORLD_DISHES) DISH_KINDS.add(dish);

/** Words between a negator and its food that change nothing ("no added sugar", "without any dairy"). */
export const FILLERS = new Set("a an any the some added extra fresh raw real too much more of".split(" "));
