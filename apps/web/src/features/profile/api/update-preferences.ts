import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/lib/toast";
import { profileToasts, type PreferencesValues } from "@sierra/shared";
import { api, unwrap } from "@/lib/api";
import { profileKeys } from "./get-profile";
import { failureToast } from "./failure-toast";

/** Sends the checked values; the wire format says "no zipcode" with an empty string. */
export function updatePreferences(values: PreferencesValues) {
  return unwrap(api.profile.preferences.$put({ json: { ...values, zipcode: values.zipcode ?? "" } }));
}

/** Saves every preference; other screens (the markets card) read preferences under ["preferences"]. */
export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreferences,
    onSuccess: () => {
      const [title, description] = profileToasts.preferencesSaved;
      toast.success(title, { description });
      void queryClient.invalidateQueries({ queryKey: profileKeys.all });
      void queryClient.invalidateQueries({ queryKey: ["preferences"] });
    },
    onError: (error) => failureToast(error, profileToasts.preferencesFailed),
  });
}
