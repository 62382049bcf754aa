import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/lib/toast";
import type { HouseholdMemberValues } from "@sierra/shared";
import { api, unwrap } from "@/lib/api";
import { profileKeys } from "./get-profile";
import { failureToast } from "./failure-toast";

type MemberChange =
  { kind: "add"; values: HouseholdMemberValues } | { kind: "edit"; id: string; values: HouseholdMemberValues } | { kind: "remove"; id: string };

export function changeHouseholdMember(change: MemberChange): Promise<unknown> {
  const members = api.profile.household.members;
  if (change.kind === "add") return unwrap(members.$post({ json: change.values }));
  if (change.kind === "edit") return unwrap(members[":id"].$put({ param: { id: change.id }, json: change.values }));
  return unwrap(members[":id"].$delete({ param: { id: change.id } }));
}

const DONE = { add: "Member added", edit: "Member updated", remove: "Member removed" } as const;
const FAILED = {
  add: "Failed to add the member. Please try again.",
  edit: "Failed to update the member. Please try again.",
  remove: "Failed to remove the member. Please try again.",
} as const;

/** Add, edit or remove another member of the household the user owns. */
export function useHouseholdMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeHouseholdMember,
    onSuccess: (_data, change) => {
      toast.success(DONE[change.kind]);
      void queryClient.invalidateQueries({ queryKey: profileKeys.all });
    },
    onError: (error, change) => failureToast(error, FAILED[change.kind]),
  });
}
