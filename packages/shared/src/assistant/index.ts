export * from "./api";
export * from "./intent/types";
