import { toast } from "@/lib/toast";

/**
 * A tab opened before the request, inside the click, so popup blockers let it through;
 * it gets the address when the server answers. Blocked anyway (null), the caller
 * shows a toast with a link the user can follow themselves.
 */
export interface PendingTab {
  go: (url: string, label: string) => void;
  close: () => void;
}

export function openPendingTab(): PendingTab {
  let tab: Window | null = null;
  try {
    tab = window.open("", "_blank");
  } catch {
    tab = null;
  }
  // The new page must not reach back into the app through window.opener.
  if (tab) tab.opener = null;
  return {
    go(url, label) {
      if (tab && !tab.closed) {
        tab.location.href = url;
        return;
      }
      // Blocked (or closed by the user before the answer): a second window.open outside the
      // click would be blocked too, so the toast offers to continue in this tab.
      toast.info("Your browser blocked the new tab", {
        description: "Allow pop-ups for this site, or continue here.",
        action: { label, onClick: () => window.location.assign(url) },
        duration: 30_000,
      });
    },
    close() {
      if (tab && !tab.closed) tab.close();
    },
  };
}
