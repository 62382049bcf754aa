export * from "./api";
export * from "./messages";
export * from "./intent/types";
