export { sharedViewFor, findableSql } from "./shared-view";
export { asSharedWithOthers } from "./redact";
