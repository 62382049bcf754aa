import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { Providers } from "./app/providers";
import { AppRoutes } from "./app/router";
import { ServerRenderedFrame } from "./app/server-rendered-frame";
import { PermissionPauseContext, permissionPause } from "./app/guards/permission-pause";
import { adoptServerRender } from "./ssr/server-render-state";
import "./index.css";

const root = document.getElementById("root");
if (!root) throw new Error("Missing #root element");

void adoptServerRender().then(({ adopted, permissionPauseTaken }) => {
  const app = (
    <StrictMode>
      <Providers>
        <PermissionPauseContext value={permissionPause(permissionPauseTaken)}>
          <BrowserRouter>
            {adopted ? (
              <ServerRenderedFrame>
                <AppRoutes />
              </ServerRenderedFrame>
            ) : (
              <AppRoutes />
            )}
          </BrowserRouter>
        </PermissionPauseContext>
      </Providers>
    </StrictMode>
  );
  if (adopted) {
    // A page the server rendered is hydrated, not built again (issue 14, total blocking time).
    // A member's first screen, sent before the page, goes first: it is not part of the page.
    root.querySelector(":scope > [data-first-screen]")?.remove();
    hydrateRoot(root, app);
    return;
  }
  // The first render runs as a transition: React yields to the browser every few milliseconds
  // instead of holding the main thread for the whole page (issue 14, total blocking time).
  startTransition(() => createRoot(root).render(app));
});
