import { useMutation } from "@tanstack/react-query";
import { toast } from "@/lib/toast";
import { profileToasts, type ChangeEmailInput } from "@sierra/shared";
import { api, unwrap } from "@/lib/api";
import { failureToast } from "./failure-toast";

/** A link goes to the new address (nothing changes until it is followed); needs the current password. */
export function requestEmailChange(values: ChangeEmailInput) {
  return unwrap(api.profile["change-email"].$post({ json: values }));
}

export function useChangeEmail() {
  return useMutation({
    mutationFn: requestEmailChange,
    onSuccess: () => {
      const [title, description] = profileToasts.emailSent;
      toast.success(title, { description });
    },
    onError: (error) => failureToast(error, profileToasts.emailFailed),
  });
}
