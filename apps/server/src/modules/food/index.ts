export { readHousehold, readHouseholdSize } from "./read-household";
export { storedFoodColumns } from "./food-columns";
export { householdSafeSql } from "./household-sql";
export { refreshFoodColumns } from "./refresh-food-columns";
export { FOOD_KNOWLEDGE_VERSION } from "./knowledge-version";
