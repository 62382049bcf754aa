import { describe, expect, it } from "vitest";
import { changeEmailSchema, changePasswordSchema, personalInfoSchema } from "./personal-info";
import { nutritionSchema } from "./nutrition";
import { preferencesSchema } from "./preferences";
import { householdMemberSchema } from "./household";
import { addListItem, normalizeListItems, removeListItem } from "./list-items";

const messages = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  (result.error?.issues ?? []).map((i) => `${i.path.join(".")}: ${i.message}`);

describe("personal info rules (spec section 5)", () => {
  it("requires a first name, trims, and keeps the last name optional", () => {
    expect(messages(personalInfoSchema.safeParse({ first_name: "  ", last_name: "" }))).toEqual(["first_name: First name is required"]);
    expect(personalInfoSchema.parse({ first_name: " Ada " })).toEqual({ first_name: "Ada", last_name: "" });
  });

  it("checks the new e-mail", () => {
    expect(messages(changeEmailSchema.safeParse({ newEmail: "not-an-email", currentPassword: "x" }))).toEqual(["newEmail: Invalid email address"]);
    expect(messages(changeEmailSchema.safeParse({ newEmail: "new@example.com", currentPassword: "" }))).toEqual([
      "currentPassword: Current password is required",
    ]);
    expect(changeEmailSchema.parse({ newEmail: " New@Example.com ", currentPassword: "pw" })).toEqual({ newEmail: "new@example.com", currentPassword: "pw" });
  });

  it.each([
    [{ currentPassword: "", newPassword: "secret1", confirmPassword: "secret1" }, ["currentPassword: Current password is required"]],
    [{ currentPassword: "old", newPassword: "12345", confirmPassword: "12345" }, ["newPassword: New password must be at least 6 characters"]],
    [{ currentPassword: "old", newPassword: "secret1", confirmPassword: "" }, ["confirmPassword: Please confirm your new password"]],
    [{ currentPassword: "old", newPassword: "secret1", confirmPassword: "secret2" }, ["confirmPassword: Passwords don't match"]],
    [
      { currentPassword: "", newPassword: "secret1", confirmPassword: "secret2" },
      ["currentPassword: Current password is required", "confirmPassword: Passwords don't match"],
    ],
  ])("change password %o -> %o", (input, expected) => {
    expect(messages(changePasswordSchema.safeParse(input))).toEqual(expected);
  });

  it("accepts a 6-character new password", () => {
    expect(changePasswordSchema.safeParse({ currentPassword: "old", newPassword: "sixsix", confirmPassword: "sixsix" }).success).toBe(true);
  });
});

describe("nutrition rules", () => {
  const valid = { calorie_goal: 2000, dietary_goal: "weight_maintenance", macro_goals: { protein: 30, carbs: 40, fat: 30 } } as const;
  it.each([
    [{ calorie_goal: 499 }, "calorie_goal: Calorie goal is too low"],
    [{ calorie_goal: 5001 }, "calorie_goal: Calorie goal is too high"],
    [{ dietary_goal: "bulk" }, "dietary_goal: Please choose a dietary goal from the list."],
    [{ macro_goals: { protein: 30, carbs: 40, fat: 20 } }, "macro_goals: Total should equal 100%"],
    [{ macro_goals: { protein: 101, carbs: 0, fat: 0 } }, "macro_goals.protein: Each macro must be between 0 and 100%"],
  ])("%o -> %s", (change, message) => {
    expect(messages(nutritionSchema.safeParse({ ...valid, ...change }))).toContain(message);
  });

  it("accepts the limits and saves the default 2000 when the calorie goal is empty", () => {
    expect(nutritionSchema.parse({ ...valid, calorie_goal: 500 }).calorie_goal).toBe(500);
    expect(nutritionSchema.parse({ ...valid, calorie_goal: 5000 }).calorie_goal).toBe(5000);
    expect(nutritionSchema.parse({ ...valid, calorie_goal: undefined }).calorie_goal).toBe(2000);
  });

  it("asks household members for a name", () => {
    expect(messages(householdMemberSchema.safeParse({ ...valid, name: " " }))).toEqual(["name: Name is required"]);
  });
});

describe("preferences rules", () => {
  const valid = {
    cuisines: [],
    allergies: [],
    dislikes: [],
    favorite_chefs: [],
    favorite_magazines: [],
    zipcode: "",
    prioritize_seasonal: false,
    use_openai_variety: false,
    shopping_radius_miles: 10,
    household_size: 2,
    variety_preference: 5,
    user_timezone: "America/New_York",
  };
  it.each([
    [{ zipcode: "123456" }, "zipcode: Zipcode must be at most 5 characters"],
    [{ shopping_radius_miles: 0 }, "shopping_radius_miles: Shopping radius must be between 1 and 50 miles"],
    [{ shopping_radius_miles: 51 }, "shopping_radius_miles: Shopping radius must be between 1 and 50 miles"],
    [{ household_size: 0 }, "household_size: Household size must be between 1 and 10"],
    [{ household_size: 11 }, "household_size: Household size must be between 1 and 10"],
    [{ variety_preference: 0 }, "variety_preference: Variety preference must be between 1 and 10"],
    [{ variety_preference: 11 }, "variety_preference: Variety preference must be between 1 and 10"],
    [{ user_timezone: "Europe/Madrid" }, "user_timezone: Please choose a time zone from the list."],
  ])("%o -> %s", (change, message) => {
    expect(messages(preferencesSchema.safeParse({ ...valid, ...change }))).toEqual([message]);
  });

  it("trims list items, drops empty ones and repeats, and stores an empty zipcode as none", () => {
    const parsed = preferencesSchema.parse({ ...valid, cuisines: [" Thai ", "", "thai", "Italian"], zipcode: " " });
    expect(parsed.cuisines).toEqual(["Thai", "Italian"]);
    expect(parsed.zipcode).toBeNull();
  });

  it("adds with Enter only trimmed, new, non-empty items and removes one by one", () => {
    expect(addListItem(["Thai"], "  Greek ")).toEqual(["Thai", "Greek"]);
    expect(addListItem(["Thai"], "   ")).toEqual(["Thai"]);
    expect(addListItem(["Thai"], "THAI")).toEqual(["Thai"]);
    expect(removeListItem(["a", "b", "c"], 1)).toEqual(["a", "c"]);
    expect(normalizeListItems([" x ", "X", ""])).toEqual(["x"]);
  });
});
