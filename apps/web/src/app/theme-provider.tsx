import { createContext, useCallback, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from "react";
import { applyTheme, DEFAULT_THEME, readStoredTheme, THEME_STORAGE_KEY, type Theme } from "./theme";

interface ThemeContextValue {
  theme: Theme;
  resolvedTheme: "light" | "dark";
  setTheme: (theme: Theme) => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

const themeListeners = new Set<() => void>();
const announceTheme = () => themeListeners.forEach((listener) => listener());
function subscribeToTheme(listener: () => void) {
  themeListeners.add(listener);
  // Another tab chose a theme.
  window.addEventListener("storage", listener);
  return () => {
    themeListeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

const DARK_QUERY = "(prefers-color-scheme: dark)";
function subscribeToSystemTheme(listener: () => void) {
  const media = window.matchMedia(DARK_QUERY);
  media.addEventListener("change", listener);
  return () => media.removeEventListener("change", listener);
}
const systemPrefersDark = () => window.matchMedia(DARK_QUERY).matches;

/**
 * The stored theme and the system's, read as external stores: a page the server rendered (which
 * cannot know either) is hydrated with the default, and React then renders the real one at once.
 * The page's class is set before the first paint by the theme script, and here on every change.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const theme = useSyncExternalStore(subscribeToTheme, readStoredTheme, () => DEFAULT_THEME);
  const prefersDark = useSyncExternalStore(subscribeToSystemTheme, systemPrefersDark, () => false);
  const resolvedTheme = theme === "system" ? (prefersDark ? "dark" : "light") : theme;

  useEffect(() => {
    // While hydrating, `theme` is the server's default: the class the theme script set stays.
    if (theme === readStoredTheme()) applyTheme(theme);
  }, [theme, prefersDark]);

  const setTheme = useCallback((next: Theme) => {
    localStorage.setItem(THEME_STORAGE_KEY, next);
    announceTheme();
  }, []);

  const value = useMemo(() => ({ theme, resolvedTheme, setTheme }), [theme, resolvedTheme, setTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error("useTheme must be used inside ThemeProvider");
  return value;
}
