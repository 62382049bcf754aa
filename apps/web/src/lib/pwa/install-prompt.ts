import { useSyncExternalStore } from "react";

/** Chromium's install event (not in TypeScript's DOM types). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/**
 * Keeps the browser's install offer for the user menu's "Install app". Listened for from the
 * start: the browser fires it once, possibly before the menu has ever rendered.
 */
export function listenForInstallOffer() {
  window.addEventListener("beforeinstallprompt", (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    changed();
  });
  window.addEventListener("appinstalled", () => {
    deferred = null;
    changed();
  });
}

/** Whether the browser offers installing now, and the action that asks it to. */
export function useInstallOffer(): { available: boolean; install: () => Promise<void> } {
  const available = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => deferred !== null,
    () => false,
  );
  return {
    available,
    install: async () => {
      const offer = deferred;
      if (!offer) return;
      deferred = null;
      changed();
      await offer.prompt();
      // A dismissed offer is not made again until the browser fires the event anew.
      await offer.userChoice;
    },
  };
}
