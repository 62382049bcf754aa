export * from "./units";
export * from "./ingredient";
export * from "./recipe-id";
export * from "./display";
export * from "./api";
export * from "./input";
export * from "./allergens";
