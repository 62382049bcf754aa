// Runs before the app so the first paint already has the stored theme (no inline script: the CSP forbids it).
import { applyTheme, readStoredTheme } from "./app/theme";

applyTheme(readStoredTheme());
