// The only script a page rendered on the server loads before it paints (docs/decisions/041).
// After the first paint it starts the app: the entry and the page's chunks, named by the server
// in two <meta> tags. Until then the visitor reads the page; the app then takes it over with
// the same data (ssr/server-render-state.ts), so nothing moves.
const meta = (name: string) => document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? "";

function startApp() {
  const entry = meta("sierra-app-entry");
  if (!entry) return;
  for (const href of meta("sierra-app-preloads").split(" ").filter(Boolean)) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    document.head.append(link);
  }
  void import(/* @vite-ignore */ entry);
}

// A frame, then a task: the page has painted by then.
requestAnimationFrame(() => setTimeout(startApp, 0));
