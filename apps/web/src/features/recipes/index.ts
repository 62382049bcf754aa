// The recipes feature's public face for the app shell.
export { prefetchRecipePage } from "./api/prefetch";
