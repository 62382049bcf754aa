import type { Ref } from "react";
import { Sparkles, X } from "lucide-react";
import { SIERRA_BUTTON_ID, SIERRA_PANEL_ID } from "./panel-ids";

interface Props {
  open: boolean;
  onToggle: () => void;
  /** Pointing at or tabbing to the button starts loading the panel's code. */
  onIntent?: () => void;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The floating button at bottom right (spec section 2), on every layout. landing/sierra-button.ts
 * mirrors it on "/". Its size and inset are CSS variables in index.css, with --sierra-clearance:
 * the space every layout leaves below its content so the button never covers any of it.
 */
export function SierraButton({ open, onToggle, onIntent, ref }: Props) {
  return (
    <button
      ref={ref}
      id={SIERRA_BUTTON_ID}
      type="button"
      aria-label="Chat with Sierra"
      aria-expanded={open}
      aria-controls={SIERRA_PANEL_ID}
      onClick={onToggle}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      onTouchStart={onIntent}
      className="group fixed right-(--sierra-button-inset) bottom-(--sierra-button-inset) z-40 flex size-(--sierra-button-size) items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg ring-offset-background transition-transform outline-none hover:scale-105 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:ring-offset-2 print:hidden"
    >
      {/* Both icons, swapped by aria-expanded: the prerendered landing page's script only sets the attribute. */}
      <Sparkles className="size-6 group-aria-expanded:hidden" aria-hidden="true" />
      <X className="hidden size-6 group-aria-expanded:block" aria-hidden="true" />
    </button>
  );
}
