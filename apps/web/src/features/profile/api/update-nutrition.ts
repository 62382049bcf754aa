import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/lib/toast";
import { profileToasts, type NutritionValues } from "@sierra/shared";
import { api, unwrap } from "@/lib/api";
import { profileKeys } from "./get-profile";
import { failureToast } from "./failure-toast";

export function updateNutrition(values: NutritionValues) {
  return unwrap(api.profile.nutrition.$put({ json: values }));
}

export function useUpdateNutrition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNutrition,
    onSuccess: () => {
      const [title, description] = profileToasts.nutritionSaved;
      toast.success(title, { description });
      void queryClient.invalidateQueries({ queryKey: profileKeys.all });
    },
    onError: (error) => failureToast(error, profileToasts.nutritionFailed, false),
  });
}
