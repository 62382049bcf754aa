import { Link } from "react-router";
import { assistantMessages } from "@sierra/shared";
import { Button } from "@/components/ui/button";
import { PanelFrame } from "./panel-frame";
import { PanelHeader } from "./panel-header";

/**
 * What a visitor sees (spec section 2). Rendered closed into the prerendered landing page too,
 * where landing/sierra-button.ts opens and closes it without React.
 */
export function SignedOutPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <PanelFrame open={open} onClose={onClose} modal={false}>
      <PanelHeader onClose={onClose} />
      <div className="flex flex-col gap-4 p-4">
        <p className="text-sm">{assistantMessages.signedOut}</p>
        <div className="flex gap-2">
          <Button asChild variant="outline" className="flex-1">
            <Link to="/auth/login">Log In</Link>
          </Button>
          <Button asChild className="flex-1">
            <Link to="/pricing">Sign Up</Link>
          </Button>
        </div>
      </div>
    </PanelFrame>
  );
}
