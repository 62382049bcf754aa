/**
 * When a visitor points at, touches or tabs to a link, the app's code starts downloading, so the
 * next page opens as fast as if the app had been loaded all along. The build names the app's
 * entry in <meta name="sierra-app-entry">.
 */
export function preloadAppOnIntent() {
  const entry = document.querySelector<HTMLMetaElement>('meta[name="sierra-app-entry"]')?.content;
  if (!entry) return;
  const events = ["pointerover", "focusin", "touchstart"] as const;
  const preload = (event: Event) => {
    if (!(event.target instanceof Element) || !event.target.closest("a[href^='/']")) return;
    events.forEach((type) => document.removeEventListener(type, preload, true));
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = entry;
    document.head.append(link);
  };
  events.forEach((type) => document.addEventListener(type, preload, { capture: true, passive: true }));
}
