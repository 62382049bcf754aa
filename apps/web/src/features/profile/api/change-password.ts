import { useMutation } from "@tanstack/react-query";
import { toast } from "@/lib/toast";
import { profileToasts, type ChangePasswordInput } from "@sierra/shared";
import { ApiError } from "@/lib/api";
import { authClient } from "@/lib/auth-client";
import { failureToast } from "./failure-toast";

/** better-auth's /change-password checks the current password; the user's other sessions end. */
export async function changePassword({ currentPassword, newPassword }: ChangePasswordInput): Promise<void> {
  const { error } = await authClient.changePassword({ currentPassword, newPassword, revokeOtherSessions: true });
  if (error) throw new ApiError(error.message ?? "", error.status, error.code);
}

export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      const [title, description] = profileToasts.passwordUpdated;
      toast.success(title, { description });
    },
    onError: (error) => failureToast(error, profileToasts.passwordFailed),
  });
}
