import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { nutritionSchema, type NutritionInput, type NutritionValues } from "@sierra/shared";
import { FormCard } from "@/components/form/form-card";
import { SubmitButton } from "@/components/form/submit-button";
import type { MemberData } from "../api/get-profile";
import { useUpdateNutrition } from "../api/update-nutrition";
import { GoalFields } from "./goal-fields";

export function nutritionDefaults(member: MemberData): NutritionInput {
  return { calorie_goal: member.calorie_goal, dietary_goal: member.dietary_goal as NutritionInput["dietary_goal"], macro_goals: member.macro_goals };
}

/** The user's own (self member's) calorie goal, dietary goal and macro split. */
export function NutritionForm({ member }: { member: MemberData }) {
  const save = useUpdateNutrition();
  const form = useForm<NutritionInput, unknown, NutritionValues>({ resolver: zodResolver(nutritionSchema), defaultValues: nutritionDefaults(member) });
  const onSubmit = (values: NutritionValues) =>
    save.mutateAsync(values).then(
      () => form.reset(values),
      () => undefined,
    );

  return (
    <FormCard
      title="Your Nutrition Goals"
      description="Sierra plans your meals around these goals."
      form={form}
      onSubmit={onSubmit}
      className="flex flex-col gap-6"
      submit={<SubmitButton busyLabel="Saving...">Save nutrition settings</SubmitButton>}
    >
      <GoalFields control={form.control} />
    </FormCard>
  );
}
