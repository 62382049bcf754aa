import { rememberSignedIn } from "@/app/layouts/signed-in-hint";
import { SIERRA_BUTTON_ID, SIERRA_OPEN_PARAM, SIERRA_PANEL_ID } from "@/features/assistant/components/panel-ids";

async function signedIn(): Promise<boolean> {
  try {
    // A raw fetch on purpose: the landing page's 1 KB script must not pull in the hc client (decision 032).
    const res = await fetch("/api/auth/get-session", { credentials: "same-origin" });
    return res.ok && Boolean(await res.json());
  } catch {
    return false;
  }
}

/**
 * Sierra's button on the prerendered page: the same behaviour as features/assistant's launcher
 * for a visitor (the sign-in note, Escape and Close give the focus back). The page is served to
 * browsers without the signed-in hint; if this one is signed in after all, the app starts here
 * with the panel open (?sierra=open) instead of telling a member to sign in.
 */
export function wireSierraButton(startApp: () => void) {
  const button = document.getElementById(SIERRA_BUTTON_ID);
  const panel = document.getElementById(SIERRA_PANEL_ID);
  if (!button || !panel) return;
  let checked: Promise<boolean> | null = null;

  const setOpen = (open: boolean, refocus = false) => {
    panel.hidden = !open;
    button.setAttribute("aria-expanded", String(open));
    if (open) panel.focus();
    else if (refocus) button.focus();
  };
  button.addEventListener("click", async () => {
    if (!panel.hidden) return setOpen(false);
    checked ??= signedIn();
    if (await checked) {
      rememberSignedIn(true);
      const url = new URL(window.location.href);
      url.searchParams.set(SIERRA_OPEN_PARAM, "open");
      history.replaceState(history.state, "", url);
      return startApp();
    }
    setOpen(true);
  });
  panel.querySelector<HTMLButtonElement>('button[aria-label="Close Sierra"]')?.addEventListener("click", () => setOpen(false, true));
  panel.addEventListener("keydown", (event) => {
    if (event.key === "Escape") setOpen(false, true);
  });
}
