import { useId, useState, type FormEvent } from "react";
import { Plus } from "lucide-react";
import { listItemInputSchema, parseIngredientLine } from "@sierra/shared";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useAddListItem } from "../api/add-list-item";

/** A free item ("2 lemons", "paper towels"), read by the recipe parser and filed in its aisle. */
export function AddItemForm({ userId, listId }: { userId: string; listId: string }) {
  const id = useId();
  const [line, setLine] = useState("");
  const [error, setError] = useState<string | null>(null);
  const add = useAddListItem(userId);
  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = parseIngredientLine(line);
    const item = listItemInputSchema.safeParse({ name: parsed.name || line, quantity: parsed.quantity, unit: parsed.unit });
    if (!item.success) return setError(item.error.issues[0]?.message ?? "Enter a food");
    setError(null);
    add.mutate({ listId, item: item.data }, { onSuccess: () => setLine("") });
  }
  return (
    <form onSubmit={submit} className="flex flex-col gap-1.5 print:hidden" noValidate>
      <Label htmlFor={id}>Add an item</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={line}
          onChange={(e) => setLine(e.target.value)}
          placeholder="2 lemons, paper towels"
          autoComplete="off"
          className="h-11"
          aria-invalid={error ? true : undefined}
        />
        <Button type="submit" className="h-11" disabled={add.isPending}>
          <Plus aria-hidden="true" /> Add
        </Button>
      </div>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </form>
  );
}
