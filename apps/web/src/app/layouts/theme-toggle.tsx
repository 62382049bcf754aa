import { useEffect, useId, useRef, useState } from "react";
import { Monitor, Moon, Sun } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { useTheme } from "../theme-provider";
import type { Theme } from "../theme";

const OPTIONS: { value: Theme; label: string; icon: typeof Sun }[] = [
  { value: "light", label: "Light", icon: Sun },
  { value: "dark", label: "Dark", icon: Moon },
  { value: "system", label: "System", icon: Monitor },
];

/**
 * Light / dark / system, for the signed-out header: a disclosure button and three pressed-state
 * buttons. Written without the menu library so the landing page's first download stays small.
 */
export function ThemeToggle() {
  const { theme, setTheme } = useTheme();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    root.current?.querySelector<HTMLButtonElement>("[aria-pressed=true]")?.focus();
    const closeOutside = (event: Event) => !root.current?.contains(event.target as Node) && setOpen(false);
    document.addEventListener("pointerdown", closeOutside);
    document.addEventListener("focusin", closeOutside);
    return () => {
      document.removeEventListener("pointerdown", closeOutside);
      document.removeEventListener("focusin", closeOutside);
    };
  }, [open]);

  const closeAndRefocus = () => {
    setOpen(false);
    root.current?.querySelector<HTMLButtonElement>("button")?.focus();
  };

  return (
    <div ref={root} className="relative" onKeyDown={(event) => event.key === "Escape" && open && closeAndRefocus()}>
      <Button variant="ghost" size="icon" aria-label="Choose theme" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((was) => !was)}>
        {/* Both icons, switched by the page's theme class: right before any script runs (prerendered landing). */}
        <Sun className="size-5 dark:hidden" aria-hidden="true" />
        <Moon className="hidden size-5 dark:block" aria-hidden="true" />
      </Button>
      <div
        id={listId}
        role="group"
        aria-label="Theme"
        hidden={!open}
        className="absolute right-0 z-50 mt-1 w-36 rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
      >
        {OPTIONS.map(({ value, label, icon: ItemIcon }) => (
          <button
            key={value}
            type="button"
            aria-pressed={theme === value}
            onClick={() => {
              setTheme(value);
              closeAndRefocus();
            }}
            className={cn(
              "flex w-full items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-none hover:bg-accent hover:text-accent-foreground focus-visible:bg-accent focus-visible:ring-2 focus-visible:ring-ring",
              theme === value && "font-semibold",
            )}
          >
            <ItemIcon className="size-4" aria-hidden="true" /> {label}
          </button>
        ))}
      </div>
    </div>
  );
}
