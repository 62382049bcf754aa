import { useMutation } from "@tanstack/react-query";
import type { LeftoversRequest, LeftoversResponse } from "@sierra/shared";
import { api, unwrap } from "@/lib/api";
import { toast } from "@/lib/toast";

/** POST /api/pantry/leftovers: recipes that use the leftovers up. */
export function suggestForLeftovers(input: LeftoversRequest): Promise<LeftoversResponse> {
  return unwrap(api.pantry.leftovers.$post({ json: input }));
}

export function useSuggestForLeftovers() {
  return useMutation({
    mutationFn: suggestForLeftovers,
    onError: (error) => toast.error("Failed to find recipes", { description: error.message }),
  });
}
