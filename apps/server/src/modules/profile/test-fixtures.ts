/** Request bodies the profile tests share. */
export const validPreferences = {
  cuisines: ["Thai"],
  allergies: [] as string[],
  dislikes: [] as string[],
  favorite_chefs: [] as string[],
  favorite_magazines: [] as string[],
  zipcode: "14850",
  prioritize_seasonal: true,
  use_openai_variety: false,
  shopping_radius_miles: 10,
  household_size: 2,
  variety_preference: 5,
  user_timezone: "America/New_York",
};

export const kidMember = { name: "Robin", calorie_goal: 1600, dietary_goal: "health_improvement", macro_goals: { protein: 20, carbs: 50, fat: 30 } };
