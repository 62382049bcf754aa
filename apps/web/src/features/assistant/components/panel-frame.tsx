import { useEffect, useRef, type CSSProperties, type KeyboardEvent, type ReactNode } from "react";
import { cn } from "@/lib/utils";
import { SIERRA_PANEL_ID, SIERRA_TITLE_ID } from "./panel-ids";

interface Props {
  open: boolean;
  onClose: () => void;
  /** Below 768 px the panel is a full-height sheet over the page: a modal dialog that keeps the focus. */
  modal: boolean;
  /**
   * The chat: one height (about 450 px) on wide screens so it does not jump as messages arrive,
   * the whole screen on phones. Without it (the sign-in note) the panel fits its text everywhere.
   */
  chat?: boolean;
  style?: CSSProperties;
  children: ReactNode;
}

const FOCUSABLE = 'a[href], button:not([disabled]), textarea:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab and Shift+Tab wrap around inside a modal sheet instead of leaving it for the page behind. */
function keepFocusInside(event: KeyboardEvent<HTMLElement>) {
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === event.currentTarget)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * Sierra's panel: a card above the button on wide screens, a full-height sheet on phones.
 * Opening moves the focus in (to the element marked data-autofocus, else the panel itself);
 * Escape closes it.
 */
export function PanelFrame({ open, onClose, modal, chat = false, style, children }: Props) {
  const frame = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = frame.current;
    if (!open || !element || element.contains(document.activeElement)) return;
    (element.querySelector<HTMLElement>("[data-autofocus]:not([disabled])") ?? element).focus();
  }, [open]);
  return (
    <section
      ref={frame}
      id={SIERRA_PANEL_ID}
      role="dialog"
      aria-modal={modal || undefined}
      aria-labelledby={SIERRA_TITLE_ID}
      hidden={!open}
      tabIndex={-1}
      style={style}
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.stopPropagation();
          onClose();
        } else if (event.key === "Tab" && modal) {
          keepFocusInside(event);
        }
      }}
      className={cn(
        "fixed z-50 flex flex-col overflow-hidden bg-card text-card-foreground shadow-2xl outline-none print:hidden",
        "md:right-6 md:bottom-24 md:w-[380px] md:rounded-xl md:border",
        chat
          ? // Phones: the whole visible height (the visual viewport's when the keyboard is open).
            "max-md:inset-x-0 max-md:top-(--sierra-top,0px) max-md:h-(--sierra-height,100dvh) md:h-[min(450px,calc(100dvh-8rem))]"
          : "max-md:inset-x-3 max-md:bottom-20 max-md:rounded-xl max-md:border md:max-h-[min(450px,calc(100dvh-8rem))]",
      )}
    >
      {children}
    </section>
  );
}
