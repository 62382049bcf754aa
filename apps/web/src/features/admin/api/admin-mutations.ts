import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/lib/toast";
import { api, unwrap } from "@/lib/api";
import { authClient } from "@/lib/auth-client";

export type Grant = { kind: "trial"; days: number } | { kind: "plan"; planType: "dinner" | "all_day"; days: number } | { kind: "revoke" };

/** Complimentary trial or plan for a user (recorded as complimentary, never a payment). */
export function useGrantComplimentary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, grant }: { userId: string; grant: Grant }) =>
      unwrap(api.admin.users[":id"].complimentary.$post({ param: { id: userId }, json: grant })),
    onSuccess: () => {
      toast.success("Subscription updated");
      void queryClient.invalidateQueries({ queryKey: ["admin"] });
    },
    onError: (error) => toast.error("Could not update subscription", { description: error.message }),
  });
}

/** Role changes go through better-auth's admin endpoint; only a super_admin holds that permission. */
export function useSetRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ userId, role }: { userId: string; role: "user" | "admin" | "super_admin"; label: string }) => {
      const { error } = await authClient.admin.setRole({ userId, role: role as "user" | "admin" });
      if (error) throw new Error(error.message ?? "Role change refused");
    },
    onSuccess: (_result, { label }) => {
      toast.success("Role updated", { description: label });
      void queryClient.invalidateQueries({ queryKey: ["admin"] });
    },
    onError: (error) => toast.error("Could not change role", { description: error.message }),
  });
}
