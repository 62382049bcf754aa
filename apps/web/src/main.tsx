import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { Providers } from "./app/providers";
import { AppRoutes } from "./app/router";
import { adoptServerRender } from "./ssr/server-render-state";
import { PermissionPauseContext, permissionPause } from "./app/guards/permission-pause";
import "./index.css";

const root = document.getElementById("root");
if (!root) throw new Error("Missing #root element");

// The first render runs as a transition: React yields to the browser every few milliseconds
// instead of holding the main thread for the whole page (issue 14, total blocking time).
void adoptServerRender().then(({ permissionPauseTaken }) =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <Providers>
          <PermissionPauseContext value={permissionPause(permissionPauseTaken)}>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          </PermissionPauseContext>
        </Providers>
      </StrictMode>,
    ),
  ),
);
