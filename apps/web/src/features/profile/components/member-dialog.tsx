import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  DEFAULT_CALORIE_GOAL,
  DEFAULT_DIETARY_GOAL,
  DEFAULT_MACROS,
  householdMemberSchema,
  type HouseholdMemberInput,
  type HouseholdMemberValues,
} from "@sierra/shared";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Form } from "@/components/ui/form";
import { SubmitButton } from "@/components/form/submit-button";
import type { MemberData } from "../api/get-profile";
import { useHouseholdMember } from "../api/household-members";
import { DietsField } from "./diets-field";
import { GoalFields } from "./goal-fields";
import { ListEditor } from "./list-editor";
import { TextField } from "@/components/form/text-field";

const NEW_MEMBER: HouseholdMemberInput = {
  name: "",
  calorie_goal: DEFAULT_CALORIE_GOAL,
  dietary_goal: DEFAULT_DIETARY_GOAL,
  macro_goals: DEFAULT_MACROS,
  allergies: [],
  diets: [],
};

/** Adds a household member, or edits one (`member` given), with their own goals. */
export function MemberDialog({ member, open, onOpenChange }: { member: MemberData | null; open: boolean; onOpenChange: (open: boolean) => void }) {
  const change = useHouseholdMember();
  const defaults: HouseholdMemberInput = member
    ? {
        name: member.name,
        calorie_goal: member.calorie_goal,
        dietary_goal: member.dietary_goal as HouseholdMemberInput["dietary_goal"],
        macro_goals: member.macro_goals,
        allergies: member.allergies,
        diets: member.diets,
      }
    : NEW_MEMBER;
  const form = useForm<HouseholdMemberInput, unknown, HouseholdMemberValues>({ resolver: zodResolver(householdMemberSchema), defaultValues: defaults });

  const onSubmit = (values: HouseholdMemberValues) =>
    change.mutateAsync(member?.id ? { kind: "edit", id: member.id, values } : { kind: "add", values }).then(
      () => onOpenChange(false),
      () => undefined,
    );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90svh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{member ? `Edit ${member.name}` : "Add a household member"}</DialogTitle>
          <DialogDescription>Each member keeps their own goals, allergies and diets: Sierra cooks for everyone at the table.</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(onSubmit)} className="flex flex-col gap-6" noValidate>
            <TextField control={form.control} name="name" label="Name" autoComplete="off" />
            <ListEditor control={form.control} name="allergies" label="Allergies" placeholder="e.g. Peanuts" />
            <DietsField control={form.control} name="diets" description="Nothing planned for the household will break them." />
            <GoalFields control={form.control} />
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <SubmitButton busyLabel="Saving...">{member ? "Save member" : "Add member"}</SubmitButton>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
