import { useState } from "react";
import { Trash2 } from "lucide-react";
import type { IsoDate, PlanView } from "@sierra/shared";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { deleteScope } from "../lib/format";

/** Deletes the meals of the period on screen (day, week or month), named in the confirmation (docs/decisions/047). */
interface DeletePlanButtonProps {
  view: PlanView;
  date: IsoDate;
  onDelete: (period: { view: PlanView; date: IsoDate }) => void;
  pending: boolean;
}

export function DeletePlanButton({ view, date, onDelete, pending }: DeletePlanButtonProps) {
  const [open, setOpen] = useState(false);
  const scope = deleteScope(view, date);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" disabled={pending}>
          <Trash2 aria-hidden="true" /> Delete plan
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete {scope.noun} meals?</DialogTitle>
          <DialogDescription>
            Every meal planned {scope.period} will be removed. Meals on other days stay. You can undo this for a few seconds.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button
            variant="destructive"
            onClick={() => {
              onDelete({ view, date });
              setOpen(false);
            }}
          >
            {scope.action}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
