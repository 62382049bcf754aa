import { useMutation } from "@tanstack/react-query";
import { reminderMessages } from "@sierra/shared";
import { api, serverTextOr, unwrap } from "@/lib/api";
import { toast } from "@/lib/toast";

export function sendTestReminder(channel: "email" | "push") {
  return unwrap(api.reminders.test.$post({ json: { channel } }));
}

/** The "Send a test notification" button: the server's words when it refuses (no push device yet). */
export function useSendTestReminder() {
  return useMutation({
    mutationFn: sendTestReminder,
    onSuccess: (result, channel) =>
      toast.success(reminderMessages.testSent, { description: channel === "email" ? "Check your inbox." : "It should appear on this device in a moment." }),
    onError: (error) => toast.error(serverTextOr(error, "The test notification could not be sent. Please try again.")),
  });
}
