export * from "./auth";
export * from "./accounts";
export * from "./mail";
export * from "./contact";
export * from "./recipes";
export * from "./meal-plans";
export * from "./billing";
export * from "./assistant";
