import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { nutritionSchema, type NutritionInput, type NutritionValues } from "@sierra/shared";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Form } from "@/components/ui/form";
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
  const onSubmit = (values: NutritionValues) => save.mutateAsync(values).then(() => form.reset(values), () => undefined);

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Your Nutrition Goals</h2>
        </CardTitle>
        <CardDescription>Sierra plans your meals around these goals.</CardDescription>
      </CardHeader>
      <CardContent>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(onSubmit)} className="flex flex-col gap-6" noValidate>
            <GoalFields control={form.control} />
            <div>
              <Button type="submit" disabled={form.formState.isSubmitting}>
                {form.formState.isSubmitting ? "Saving..." : "Save nutrition settings"}
              </Button>
            </div>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}
