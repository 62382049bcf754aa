import { startTransition, StrictMode, useEffect } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { Providers } from "./app/providers";
import { AppRoutes } from "./app/router";
import { adoptServerRender } from "./ssr/server-render-state";
import { PermissionPauseContext, permissionPause } from "./app/guards/permission-pause";
import { endPageTakeover } from "./lib/query-client";
import { replayEarlyInput } from "./app/replay-early-input";
import { listenForInstallOffer } from "./lib/pwa/install-prompt";
import { registerServiceWorker } from "./lib/pwa/service-worker";
import { keepReadsForOffline } from "./lib/pwa/offline-data";
import "./index.css";

/**
 * Last in the tree, so its effect runs after every query of the first render has mounted; then
 * what was done on the server's page before the app started is done again on the app's.
 */
function TakeoverMounted({ root, reads }: { root: HTMLElement; reads: string[] }) {
  useEffect(() => {
    endPageTakeover();
    void replayEarlyInput(root);
    keepReadsForOffline(reads);
  }, [root, reads]);
  return null;
}

listenForInstallOffer();
registerServiceWorker();

const root = document.getElementById("root");
if (!root) throw new Error("Missing #root element");

// The first render runs as a transition: React yields to the browser every few milliseconds
// instead of holding the main thread for the whole page (docs/decisions/045, total blocking time).
void adoptServerRender().then(({ permissionPauseTaken, reads }) =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <Providers>
          <PermissionPauseContext value={permissionPause(permissionPauseTaken)}>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
            <TakeoverMounted root={root} reads={reads} />
          </PermissionPauseContext>
        </Providers>
      </StrictMode>,
    ),
  ),
);
