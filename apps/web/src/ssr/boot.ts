// The only script a page rendered on the server loads before it paints (docs/decisions/041).
// After the first paint it starts the app: the entry and the page's chunks, named by the server
// in two <meta> tags. Until then the visitor reads the page; the app then takes it over with
// the same data (ssr/server-render-state.ts), so nothing moves.
const meta = (name: string) => document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? "";

/**
 * Starting a fetch costs the main thread about a millisecond (four on Lighthouse's slowed phone),
 * and a page names some sixty chunks: asked for all at once they made one long task (docs/decisions/045,
 * total blocking time). A few per task keeps every task short.
 */
const PRELOADS_PER_TASK = 4;

/**
 * The first date or number formatter a page builds makes the browser load its locale data: 15-50
 * ms of the main thread here, four times that on Lighthouse's slowed phone, inside whichever task
 * formats first (docs/decisions/045, total blocking time). Chromium loads that data once for the whole
 * page, so a worker that formats once while the app downloads takes the cost off the main thread.
 * Elsewhere the worker only costs its own thread; the app formats the same either way.
 */
function startLocaleData() {
  try {
    const worker = new Worker(new URL("./locale-data.worker.ts", import.meta.url), { type: "module" });
    worker.onmessage = () => worker.terminate();
  } catch {
    // No worker: the app loads the data itself when it first formats.
  }
}

function startApp() {
  const entry = meta("sierra-app-entry");
  if (!entry) return;
  startLocaleData();
  const pending = meta("sierra-app-preloads").split(" ").filter(Boolean);
  const preloadSome = () => {
    for (const href of pending.splice(0, PRELOADS_PER_TASK)) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.append(link);
    }
    if (pending.length > 0) setTimeout(preloadSome, 0);
    else void import(/* @vite-ignore */ entry);
  };
  preloadSome();
}

// A frame, then a task: the page has painted by then.
requestAnimationFrame(() => setTimeout(startApp, 0));
