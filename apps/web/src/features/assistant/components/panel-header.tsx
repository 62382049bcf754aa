import type { ReactNode } from "react";
import { Sparkles, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { SIERRA_TITLE_ID } from "./panel-ids";

/** Title Sierra with room for the badge and date beneath it, the panel's buttons, and Close. */
export function PanelHeader({ onClose, details, actions }: { onClose: () => void; details?: ReactNode; actions?: ReactNode }) {
  return (
    <header className="flex shrink-0 items-center gap-2 border-b px-3 py-2">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground">
        <Sparkles className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <h2 id={SIERRA_TITLE_ID} className="leading-tight font-semibold">
          Sierra
        </h2>
        {details && <div className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs text-muted-foreground">{details}</div>}
      </div>
      {actions}
      <Button type="button" variant="ghost" size="icon" aria-label="Close Sierra" onClick={onClose}>
        <X aria-hidden="true" />
      </Button>
    </header>
  );
}
