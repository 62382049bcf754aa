import { useMutation } from "@tanstack/react-query";
import { toast } from "sonner";
import { profileToasts, type ChangeEmailInput } from "@sierra/shared";
import { ApiError } from "@/lib/api";
import { authClient } from "@/lib/auth-client";
import { failureToast } from "./failure-toast";

/** better-auth's /change-email: a link goes to the new address; nothing changes until it is followed. */
export async function requestEmailChange({ newEmail }: ChangeEmailInput): Promise<void> {
  const { error } = await authClient.changeEmail({ newEmail, callbackURL: "/profile?email-change=done" });
  if (error) throw new ApiError(error.message ?? "", error.status, error.code);
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
