import { useId, useState, type FormEvent } from "react";
import { ListPlus } from "lucide-react";
import { addDays, DEFAULT_LIST_DAYS, shoppingListCreateSchema, type ShoppingListDetail } from "@sierra/shared";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useCreateShoppingList } from "../api/create-shopping-list";

const localToday = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
};

/** A new list from a range of the plan, by default the next 7 days. */
export function NewListForm({ userId, onCreated }: { userId: string; onCreated: (list: ShoppingListDetail) => void }) {
  const ids = useId();
  const [start, setStart] = useState(localToday);
  const [end, setEnd] = useState(() => addDays(localToday(), DEFAULT_LIST_DAYS - 1));
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const create = useCreateShoppingList(userId, (list) => {
    setName("");
    onCreated(list);
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    const input = shoppingListCreateSchema.safeParse({ start, end, ...(name.trim() ? { name } : {}) });
    if (!input.success) return setError(input.error.issues[0]?.message ?? null);
    setError(null);
    create.mutate(input.data);
  }
  return (
    <form onSubmit={submit} className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,1.5fr)_auto] sm:items-end" noValidate>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${ids}-start`}>From</Label>
        <Input id={`${ids}-start`} type="date" value={start} onChange={(e) => setStart(e.target.value)} />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${ids}-end`}>To</Label>
        <Input id={`${ids}-end`} type="date" value={end} onChange={(e) => setEnd(e.target.value)} />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${ids}-name`}>Name (optional)</Label>
        <Input id={`${ids}-name`} value={name} onChange={(e) => setName(e.target.value)} placeholder="Named after the dates" />
      </div>
      <Button type="submit" className="h-10" disabled={create.isPending}>
        <ListPlus aria-hidden="true" /> {create.isPending ? "Making the list..." : "Make a list from my plan"}
      </Button>
      {error && (
        <p role="alert" className="text-sm text-destructive sm:col-span-4">
          {error}
        </p>
      )}
    </form>
  );
}
