import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { reminderMessages, type ReminderSettings, type ReminderSettingsView } from "@sierra/shared";
import { api, serverTextOr, unwrap } from "@/lib/api";
import { toast } from "@/lib/toast";

export const reminderKeys = { settings: ["reminders", "settings"] as const };

export function getReminderSettings(): Promise<ReminderSettingsView> {
  return unwrap(api.reminders.settings.$get());
}

export const reminderSettingsQuery = () => queryOptions({ queryKey: reminderKeys.settings, queryFn: getReminderSettings });

export function useReminderSettings() {
  return useQuery(reminderSettingsQuery());
}

export function saveReminderSettings(settings: ReminderSettings): Promise<ReminderSettingsView> {
  return unwrap(api.reminders.settings.$put({ json: settings }));
}

export function useSaveReminderSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReminderSettings,
    onSuccess: (view) => {
      queryClient.setQueryData(reminderKeys.settings, view);
      toast.success(reminderMessages.saved);
    },
    onError: (error) => toast.error(serverTextOr(error, "Your reminder settings could not be saved. Please try again.")),
  });
}
