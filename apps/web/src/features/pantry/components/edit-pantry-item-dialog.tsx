import { useId, useState, type FormEvent } from "react";
import { pantryItemUpdateSchema, type PantryItem, type PantryLocation } from "@sierra/shared";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useUpdatePantryItem } from "../api/update-pantry-item";
import { LocationSelect } from "./location-select";

/** Edit one item: name, amount, unit, place and best-before date. */
export function EditPantryItemDialog({ userId, item, onClose }: { userId: string; item: PantryItem; onClose: () => void }) {
  const ids = useId();
  const [name, setName] = useState(item.name);
  const [quantity, setQuantity] = useState(item.quantity === null ? "" : String(Math.round(item.quantity * 100) / 100));
  const [unit, setUnit] = useState(item.unit ?? "");
  const [location, setLocation] = useState<PantryLocation>(item.location);
  const [bestBefore, setBestBefore] = useState(item.bestBefore ?? "");
  const [error, setError] = useState<string | null>(null);
  const update = useUpdatePantryItem(userId);

  function submit(event: FormEvent) {
    event.preventDefault();
    const amount = quantity.trim() === "" ? null : Number(quantity);
    const changes = pantryItemUpdateSchema.safeParse({ name, quantity: amount, unit, location, bestBefore });
    if (!changes.success) return setError(changes.error.issues[0]?.message ?? "Check the fields");
    // Only the fields changed here are sent: another device's change to the others stands (docs/decisions/062).
    const changed = Object.fromEntries(Object.entries(changes.data).filter(([field, value]) => item[field as keyof PantryItem] !== value));
    if (Object.keys(changed).length === 0) return onClose();
    update.mutate({ id: item.id, changes: changed }, { onSuccess: onClose });
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90svh] overflow-y-auto sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Edit {item.name}</DialogTitle>
          <DialogDescription>Leave the amount empty for food nobody measures, like salt.</DialogDescription>
        </DialogHeader>
        <form id={`${ids}-form`} onSubmit={submit} className="grid grid-cols-2 gap-3" noValidate>
          <div className="col-span-2 flex flex-col gap-1.5">
            <Label htmlFor={`${ids}-name`}>Food</Label>
            <Input id={`${ids}-name`} value={name} onChange={(e) => setName(e.target.value)} />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${ids}-quantity`}>Amount</Label>
            <Input id={`${ids}-quantity`} inputMode="decimal" value={quantity} onChange={(e) => setQuantity(e.target.value)} />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${ids}-unit`}>Unit</Label>
            <Input id={`${ids}-unit`} value={unit} onChange={(e) => setUnit(e.target.value)} placeholder="g, cups, cans" />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${ids}-location`}>Kept in</Label>
            <LocationSelect id={`${ids}-location`} value={location} onChange={setLocation} />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${ids}-date`}>Best before</Label>
            <Input id={`${ids}-date`} type="date" value={bestBefore} onChange={(e) => setBestBefore(e.target.value)} />
          </div>
          {error && (
            <p role="alert" className="col-span-2 text-sm text-destructive">
              {error}
            </p>
          )}
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={`${ids}-form`} disabled={update.isPending}>
            Save
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
