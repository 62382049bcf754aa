export * from "./schemas";
export * from "./prep-rule";
export * from "./due";
