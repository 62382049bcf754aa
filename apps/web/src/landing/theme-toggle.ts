import { applyTheme, readStoredTheme, THEME_STORAGE_KEY, THEMES, type Theme } from "@/app/theme";

/** The header's theme button on the prerendered page: the same behaviour as app/layouts/theme-toggle.tsx. */
export function wireThemeToggle() {
  const button = document.querySelector<HTMLButtonElement>('button[aria-label="Choose theme"]');
  const group = button && document.getElementById(button.getAttribute("aria-controls") ?? "");
  if (!button || !group) return;
  const options = [...group.querySelectorAll<HTMLButtonElement>("button")];
  const showPressed = (theme: Theme) => options.forEach((option, i) => option.setAttribute("aria-pressed", String(THEMES[i] === theme)));
  const setOpen = (open: boolean) => {
    group.hidden = !open;
    button.setAttribute("aria-expanded", String(open));
    if (open) options.find((o) => o.getAttribute("aria-pressed") === "true")?.focus();
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.focus();
  };

  // As the app's ThemeProvider does: "system" follows the operating system while the page is open.
  window.matchMedia("(prefers-color-scheme: dark)").addEventListener("change", () => readStoredTheme() === "system" && applyTheme("system"));
  showPressed(readStoredTheme());
  button.addEventListener("click", () => setOpen(group.hidden));
  options.forEach((option, i) =>
    option.addEventListener("click", () => {
      const theme = THEMES[i]!;
      localStorage.setItem(THEME_STORAGE_KEY, theme);
      applyTheme(theme);
      showPressed(theme);
      close(true);
    }),
  );
  group.parentElement?.addEventListener("keydown", (event) => event.key === "Escape" && !group.hidden && close(true));
  const closeOutside = (event: Event) => !group.hidden && !group.parentElement?.contains(event.target as Node) && close(false);
  document.addEventListener("pointerdown", closeOutside);
  document.addEventListener("focusin", closeOutside);
}
