export * from "./dates";
export * from "./slot-rules";
export * from "./views";
export * from "./api";
export * from "./plan-texts";
export * from "./responses";
