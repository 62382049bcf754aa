import { Link } from "react-router";
import { TriangleAlert } from "lucide-react";
import { Button } from "@/components/ui/button";
import { StatusPanel } from "@/components/status-panel";

/** Shown when a page throws while rendering, instead of a blank screen. */
export function RouteErrorPage() {
  return (
    <main id="main">
      <StatusPanel
        icon={TriangleAlert}
        title="Something went wrong"
        tone="destructive"
        actions={
          <>
            <Button onClick={() => window.location.reload()}>Reload</Button>
            <Button variant="outline" asChild>
              <Link to="/">Return to Home</Link>
            </Button>
          </>
        }
      >
        This page hit an unexpected error. Reloading usually helps.
      </StatusPanel>
    </main>
  );
}
