import type { RecipeDetail } from "@sierra/shared";
import { expect, type Member } from "./fixtures";

export async function ownRecipe(c: Member, title: string, ingredients: string[], servings = 4): Promise<RecipeDetail> {
  const res = await c.api.post("/api/recipes", { data: { title, ingredients, steps: ["Cook it all together."], serving_size: servings } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as RecipeDetail;
}

export async function planDinner(c: Member, date: string, recipeId: string, mealType = "dinner") {
  const res = await c.api.put(`/api/meal-plans/slots/${date}/${mealType}`, { data: { recipeId } });
  expect(res.status(), await res.text()).toBe(200);
}

/** Three dinners that share ingredients: the stew has 7 lines, 5 of which the other two also need. */
export async function threeDinners(c: Member, today: string, addDays: (d: string, n: number) => string) {
  const stew = await ownRecipe(c, "Kitchen Bean Stew", [
    "2 cans black beans",
    "1 onion",
    "2 cloves garlic",
    "1 tsp cumin",
    "200 g spinach",
    "1 lime",
    "2 cups vegetable broth",
  ]);
  const rice = await ownRecipe(c, "Kitchen Garlic Rice", ["1 cup white rice", "3 cloves garlic", "1 tbsp unsalted butter"]);
  const tacos = await ownRecipe(c, "Kitchen Lime Bean Tacos", ["1 can black beans", "1 lime", "1 onion", "8 corn tortillas"]);
  await planDinner(c, addDays(today, 1), stew.id);
  await planDinner(c, addDays(today, 2), rice.id);
  await planDinner(c, addDays(today, 3), tacos.id);
  return { stew, rice, tacos };
}
