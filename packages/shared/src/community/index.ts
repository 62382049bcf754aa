export * from "./publish";
export * from "./sharing-rule";
export * from "./ratings";
export * from "./reports";
export * from "./limits";
export * from "./info";
export * from "./api";
export * from "./responses";
