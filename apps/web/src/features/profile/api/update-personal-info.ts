import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/lib/toast";
import { profileToasts, type PersonalInfoValues } from "@sierra/shared";
import { api, unwrap } from "@/lib/api";
import { sessionQuery } from "@/features/session/use-session";
import { profileKeys } from "./get-profile";
import { failureToast } from "./failure-toast";

export function updatePersonalInfo(values: PersonalInfoValues) {
  return unwrap(api.profile.personal.$put({ json: values }));
}

/** Saves names; the session, menu and greeting show the new name at once. */
export function useUpdatePersonalInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePersonalInfo,
    onSuccess: () => {
      const [title, description] = profileToasts.profileSaved;
      toast.success(title, { description });
      void queryClient.invalidateQueries({ queryKey: profileKeys.all });
      void queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
      void queryClient.invalidateQueries({ queryKey: ["me"] });
    },
    // Spec: this failure has one text, whatever the server said.
    onError: (error) => failureToast(error, profileToasts.profileSaveFailed, false),
  });
}
