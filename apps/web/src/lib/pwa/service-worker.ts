import { toast } from "@/lib/toast";

/**
 * Registers the service worker the build writes (scripts/bundle/service-worker.mjs) once the page
 * has loaded, so it never competes with the first paint. A new version waits until the member
 * chooses "Reload" in the update notice; then every open tab reloads on the new code.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const start = async () => {
    const { Workbox } = await import("workbox-window");
    const wb = new Workbox("/sw.js");
    wb.addEventListener("waiting", () => {
      toast("A new version of Sierra Meal Planner is available.", {
        duration: Infinity,
        action: { label: "Reload", onClick: () => wb.messageSkipWaiting() },
      });
    });
    // Another tab (or this one) accepted the update: run the new code everywhere.
    wb.addEventListener("controlling", (event) => {
      if (event.isUpdate) window.location.reload();
    });
    await wb.register();
  };
  if (document.readyState === "complete") void start();
  else window.addEventListener("load", () => void start(), { once: true });
}
