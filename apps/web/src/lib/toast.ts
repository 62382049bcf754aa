import type * as Sonner from "sonner";

type Kind = "message" | "success" | "error" | "info" | "warning";
type Show = typeof Sonner.toast.success;

let library: Promise<typeof Sonner> | undefined;
const requested = new Set<() => void>();
let anyRequested = false;

function show(kind: Kind, ...args: Parameters<Show>) {
  library ??= import("sonner");
  if (!anyRequested) {
    anyRequested = true;
    requested.forEach((mount) => mount());
  }
  // The library keeps a toast raised before its <Toaster> mounts and shows it on mount.
  void library.then(({ toast }) => toast[kind](...args));
}

/**
 * The app's toasts. The toast library and its <Toaster> load with the first toast, not with the
 * landing page (docs/decisions/032's byte budget); callers use it as they would the library's `toast`.
 */
export const toast = Object.assign((...args: Parameters<Show>) => show("message", ...args), {
  success: (...args: Parameters<Show>) => show("success", ...args),
  error: (...args: Parameters<Show>) => show("error", ...args),
  info: (...args: Parameters<Show>) => show("info", ...args),
  warning: (...args: Parameters<Show>) => show("warning", ...args),
});

/** For the toaster host: true once any toast was raised; `onRequest` hears the first one. */
export function toastsRequested(onRequest: () => void): { already: boolean; stop: () => void } {
  requested.add(onRequest);
  return { already: anyRequested, stop: () => requested.delete(onRequest) };
}
