import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PushSubscriptionInput } from "@sierra/shared";
import { api, serverTextOr, unwrap } from "@/lib/api";
import { toast } from "@/lib/toast";
import { reminderKeys } from "./reminder-settings";

/** Whether this browser can take push at all (a service worker and the Push API). */
export const pushSupported = () => typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;

const keyBytes = (base64url: string) => Uint8Array.from(atob(base64url.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0));

/**
 * Asks for permission, subscribes this browser at its push service with the server's VAPID key
 * and saves it. A refused permission ends here with the browser's own answer explained.
 */
export async function enablePush(vapidPublicKey: string) {
  const permission = await Notification.requestPermission();
  if (permission !== "granted") throw new Error("Notifications are blocked for this site. Allow them in your browser's site settings, then try again.");
  const registration = await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(vapidPublicKey) }));
  return unwrap(api.reminders["push-subscriptions"].$post({ json: subscription.toJSON() as PushSubscriptionInput }));
}

export function useEnablePush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enablePush,
    onSuccess: () => {
      toast.success("Push notifications are on for this device.");
      void queryClient.invalidateQueries({ queryKey: reminderKeys.settings });
    },
    onError: (error) => toast.error(serverTextOr(error, error instanceof Error ? error.message : "Push notifications could not be turned on.")),
  });
}
