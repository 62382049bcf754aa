export * from "./errors";
export * from "./sessions";
export * from "./status";
export * from "./admin";
export * from "./account";
export * from "./auth-providers";
