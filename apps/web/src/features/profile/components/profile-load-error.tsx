import { CircleAlert, RotateCw } from "lucide-react";
import { profileToasts } from "@sierra/shared";
import { Button } from "@/components/ui/button";
import { StatusPanel } from "@/components/status-panel";

/** 'Unable to Load Profile' with the error, the spec's hint and Retry. */
export function ProfileLoadError({ message, onRetry }: { message: string | undefined; onRetry: () => void }) {
  return (
    <StatusPanel
      icon={CircleAlert}
      title={profileToasts.unableToLoad}
      tone="destructive"
      actions={
        <Button onClick={onRetry}>
          <RotateCw aria-hidden="true" /> Retry
        </Button>
      }
    >
      <p className="font-medium text-foreground">{message || profileToasts.loadDefault}</p>
      <p className="mt-2">{profileToasts.unableToLoadHint}</p>
    </StatusPanel>
  );
}
