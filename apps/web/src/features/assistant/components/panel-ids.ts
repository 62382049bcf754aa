/** Ids shared by the React panel and the prerendered landing page's script (landing/sierra-button.ts). */
export const SIERRA_BUTTON_ID = "sierra-button";
export const SIERRA_PANEL_ID = "sierra-panel";
export const SIERRA_TITLE_ID = "sierra-title";
/** The query parameter that opens the panel on arrival (the landing page sends a signed-in user here). */
export const SIERRA_OPEN_PARAM = "sierra";
