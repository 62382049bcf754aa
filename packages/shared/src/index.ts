export * from "./auth/schemas";
export * from "./auth/phone";
export * from "./auth/roles";
export * from "./billing/subscription";
export * from "./billing/plans";
export * from "./contact/contact";
export * from "./recipes";
