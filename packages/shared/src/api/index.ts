export * from "./errors";
export * from "./sessions";
export * from "./status";
export * from "./admin";
export * from "./account";
