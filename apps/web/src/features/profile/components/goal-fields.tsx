import type { Control, FieldValues, Path } from "react-hook-form";
import { CALORIE_GOAL_MAX, CALORIE_GOAL_MIN, DIETARY_GOALS } from "@sierra/shared";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { MacroSliders } from "./macro-sliders";
import { NumberField } from "./number-field";

/** The goal fields a member has: used for the user's own goals and for other household members. */
export function GoalFields<T extends FieldValues & { calorie_goal?: number; dietary_goal: string }, O = T>({ control }: { control: Control<T, unknown, O> }) {
  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-4 sm:grid-cols-2 [&>*]:content-start">
        <NumberField
          control={control}
          name={"calorie_goal" as Path<T>}
          label="Daily calorie goal"
          min={CALORIE_GOAL_MIN}
          max={CALORIE_GOAL_MAX}
          step={50}
          suffix="kcal"
          description={`Between ${CALORIE_GOAL_MIN} and ${CALORIE_GOAL_MAX}. Leave empty for 2000.`}
        />
        <FormField
          control={control}
          name={"dietary_goal" as Path<T>}
          render={({ field }) => (
            <FormItem>
              <FormLabel>Dietary goal</FormLabel>
              <Select value={field.value} onValueChange={field.onChange}>
                <FormControl>
                  <SelectTrigger className="w-full sm:w-64" onBlur={field.onBlur}>
                    <SelectValue placeholder="Choose a goal" />
                  </SelectTrigger>
                </FormControl>
                <SelectContent>
                  {DIETARY_GOALS.map((goal) => (
                    <SelectItem key={goal.id} value={goal.id}>
                      {goal.label}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              <FormMessage />
            </FormItem>
          )}
        />
      </div>
      <FormField
        control={control}
        name={"macro_goals" as Path<T>}
        render={({ field, fieldState }) => (
          <FormItem>
            <h3 className="text-sm font-medium">Macronutrient split</h3>
            <MacroSliders value={field.value} onChange={field.onChange} invalid={Boolean(fieldState.error)} />
            <FormMessage />
          </FormItem>
        )}
      />
    </div>
  );
}
