// Runs before the app so the first paint already has the stored theme (no inline script: the CSP forbids it).
import { applyStoredThemeNow, THEME_STORAGE_KEY } from "./app/theme";

applyStoredThemeNow(THEME_STORAGE_KEY);
