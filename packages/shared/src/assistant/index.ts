export * from "./api";
export * from "./messages";
export * from "./intent/types";
export * from "./intent";
export * from "./message-rules";
export * from "./variety";
export * from "./suggestions";
export * from "./request";
