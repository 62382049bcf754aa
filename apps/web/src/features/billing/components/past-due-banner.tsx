import { TriangleAlert } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

/** Grace period after a failed renewal: the plan still works, the card needs fixing. */
export function PastDueBanner({ onManage, opening }: { onManage: () => void; opening: boolean }) {
  return (
    <Alert variant="destructive">
      <TriangleAlert aria-hidden="true" />
      <AlertTitle>Your last payment failed</AlertTitle>
      <AlertDescription>
        <p>
          We could not charge your card for the renewal. Your plan keeps working while we retry; update your card in Manage Subscription so you do not lose
          access.
        </p>
        <Button variant="outline" size="sm" className="mt-2 text-foreground" onClick={onManage} disabled={opening}>
          Manage Subscription
        </Button>
      </AlertDescription>
    </Alert>
  );
}
