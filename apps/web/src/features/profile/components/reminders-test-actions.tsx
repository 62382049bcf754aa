import type { ReminderSettingsView } from "@sierra/shared";
import { Button } from "@/components/ui/button";
import { pushSupported, useEnablePush } from "../api/push-reminder-subscription";
import { useSendTestReminder } from "../api/send-test-reminder";

/** Enable push on this device (asks the browser's permission), and the test notification. */
export function RemindersTestActions({ view }: { view: ReminderSettingsView }) {
  const enablePush = useEnablePush();
  const sendTest = useSendTestReminder();
  const canPush = pushSupported();
  const devices = view.pushDevices;
  return (
    <div className="flex flex-col gap-3 rounded-lg border p-4">
      <p className="text-sm text-muted-foreground">
        {devices === 0
          ? "No device receives push notifications yet."
          : `${devices} ${devices === 1 ? "device receives" : "devices receive"} push notifications.`}
        {canPush ? "" : " This browser cannot receive push notifications; e-mail still works."}
      </p>
      <div className="flex flex-wrap gap-2">
        {canPush && (
          <Button type="button" variant="outline" disabled={enablePush.isPending} onClick={() => enablePush.mutate(view.vapidPublicKey)}>
            Enable push on this device
          </Button>
        )}
        <Button type="button" variant="outline" disabled={sendTest.isPending} onClick={() => sendTest.mutate("email")}>
          Send a test e-mail
        </Button>
        {devices > 0 && (
          <Button type="button" variant="outline" disabled={sendTest.isPending} onClick={() => sendTest.mutate("push")}>
            Send a test notification
          </Button>
        )}
      </div>
    </div>
  );
}
