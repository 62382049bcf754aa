export * from "./vocabulary";
export * from "./capture";
export * from "./completion";
export * from "./replies";
export * from "./schemas";
