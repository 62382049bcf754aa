import { useState } from "react";
import { Pencil, Trash2, UserPlus } from "lucide-react";
import { DIET_LABELS, dietaryGoalLabel } from "@sierra/shared";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { HouseholdData, MemberData } from "../api/get-profile";
import { useHouseholdMember } from "../api/household-members";
import { MemberDialog } from "./member-dialog";

function GoalSummary({ member }: { member: MemberData }) {
  const { protein, carbs, fat } = member.macro_goals;
  const limits = [...member.allergies.map((a) => `allergic to ${a}`), ...member.diets.map((d) => DIET_LABELS[d].toLowerCase())];
  return (
    <p className="text-sm text-muted-foreground">
      {member.calorie_goal} kcal · {dietaryGoalLabel(member.dietary_goal)} · Protein {protein}% / Carbs {carbs}% / Fat {fat}%
      {limits.length > 0 && <> · {limits.join(", ")}</>}
    </p>
  );
}

/** Who the household plans for. The owner adds members (up to max_members), each with their own goals. */
export function HouseholdCard({ household }: { household: HouseholdData }) {
  const [editing, setEditing] = useState<MemberData | null>(null);
  const [open, setOpen] = useState(false);
  const remove = useHouseholdMember();
  const full = household.members.length >= household.max_members;
  const openDialog = (member: MemberData | null) => {
    setEditing(member);
    setOpen(true);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Household</h2>
        </CardTitle>
        <CardDescription>
          {household.members.length} of {household.max_members} {household.max_members === 1 ? "member" : "members"}. The household size in Preferences sets how
          many.
        </CardDescription>
        {household.is_owner && (
          <CardAction>
            <Button variant="outline" size="sm" onClick={() => openDialog(null)} disabled={full}>
              <UserPlus aria-hidden="true" /> Add member
            </Button>
          </CardAction>
        )}
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <ul className="flex flex-col divide-y rounded-md border">
          {household.members.map((member) => (
            <li key={member.id ?? "self"} className="flex flex-wrap items-center justify-between gap-2 p-3">
              <div className="min-w-0">
                <p className="flex items-center gap-2 font-medium">
                  <span className="truncate">{member.name || "You"}</span>
                  {member.role === "self" && <Badge variant="secondary">You</Badge>}
                </p>
                <GoalSummary member={member} />
              </div>
              {household.is_owner && member.role !== "self" && member.id && (
                <div className="flex gap-1">
                  <Button variant="ghost" size="icon" aria-label={`Edit ${member.name}`} onClick={() => openDialog(member)}>
                    <Pencil aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Remove ${member.name}`}
                    disabled={remove.isPending}
                    onClick={() => remove.mutate({ kind: "remove", id: member.id ?? "" })}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
        {household.is_owner && full && (
          <p className="text-sm text-muted-foreground">Your household is full. Raise the household size in Preferences to add more members.</p>
        )}
      </CardContent>
      {/* Mounted per opening, so the form starts from the chosen member each time. */}
      {open && <MemberDialog member={editing} open onOpenChange={setOpen} />}
    </Card>
  );
}
