/**
 * Whether this browser was signed in at its last visit. Only a hint for which shell to paint
 * first; the session check decides what is shown and allowed.
 */
const KEY = "sierra-signed-in";

export function wasSignedIn(): boolean {
  // The server saw a live session with this request (apps/server/src/http/server-render.ts).
  if (document.querySelector('meta[name="sierra-signed-in"]')) return true;
  try {
    return localStorage.getItem(KEY) === "1";
  } catch {
    return false;
  }
}

export function rememberSignedIn(signedIn: boolean) {
  try {
    if (signedIn) localStorage.setItem(KEY, "1");
    else localStorage.removeItem(KEY);
  } catch {
    // Storage may be off (private mode); the hint is only an optimisation.
  }
}
