import { useState } from "react";
import { Trash2 } from "lucide-react";
import type { MealPlan } from "@sierra/shared";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { formatLongDate } from "../lib/format";

/** Deletes the shown plan and its meals, after a confirmation. */
export function DeletePlanButton({ plan, onDelete, pending }: { plan: MealPlan; onDelete: (plan: MealPlan) => void; pending: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" disabled={pending}>
          <Trash2 aria-hidden="true" /> Delete plan
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete this meal plan?</DialogTitle>
          <DialogDescription>
            The plan from {formatLongDate(plan.start_date)} to {formatLongDate(plan.end_date)} and every meal in it will be removed. This cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button
            variant="destructive"
            onClick={() => {
              onDelete(plan);
              setOpen(false);
            }}
          >
            Delete plan
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
