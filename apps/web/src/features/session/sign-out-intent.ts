/**
 * Signing out swaps the signed-in layout for the signed-out one, which remounts
 * the page's route guard; the guard must still know the session ended on
 * purpose, so it sends the user home instead of to a login form that would
 * remember the page for whoever signs in next. Kept for a few seconds only.
 */
let signedOutAt = 0;

export function noteSignOut(): void {
  signedOutAt = Date.now();
}

export function justSignedOut(): boolean {
  return Date.now() - signedOutAt < 5000;
}
