// The prerendered landing page's only script. Visitors get working theme and menu buttons
// without the app; a browser that was signed in last time starts the app, which shows the
// member's layout. Links are plain links: following one loads the app for the next page.
import { wasSignedIn } from "@/app/layouts/signed-in-hint";
import { wireDrawer } from "./drawer";
import { preloadAppOnIntent } from "./preload-app";
import { wireSierraButton } from "./sierra-button";
import { wireThemeToggle } from "./theme-toggle";

function startApp() {
  document.getElementById("root")?.replaceChildren();
  void import("../main");
}

if (wasSignedIn()) {
  startApp();
} else {
  wireThemeToggle();
  wireDrawer();
  wireSierraButton(startApp);
  preloadAppOnIntent();
}
