import { CloudOff } from "lucide-react";
import { useOnline } from "@/lib/pwa/online-status";

/** Shown while the browser has no network: pages come from the device, changes wait in its queue. */
export function OfflineBanner() {
  const online = useOnline();
  return (
    <div role="status" aria-live="polite" className="print:hidden">
      {!online && (
        <p className="flex items-center justify-center gap-2 border-b bg-muted px-4 py-2 text-center text-sm font-medium text-foreground">
          <CloudOff className="size-4 shrink-0" aria-hidden="true" />
          Offline — changes will sync
        </p>
      )}
    </div>
  );
}
