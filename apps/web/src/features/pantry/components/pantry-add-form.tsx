import { useId, useState, type FormEvent } from "react";
import { Plus } from "lucide-react";
import { parseIngredientLine, pantryItemInputSchema, type PantryLocation } from "@sierra/shared";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useAddPantryItem } from "../api/add-pantry-item";
import { amountText } from "../lib/format";
import { LocationSelect } from "./location-select";

/** Add by typing a line ("2 cans chickpeas", "500 g rice"), read by the same parser as recipes. */
export function PantryAddForm({ userId }: { userId: string }) {
  const ids = useId();
  const [line, setLine] = useState("");
  const [location, setLocation] = useState<PantryLocation>("cupboard");
  const [bestBefore, setBestBefore] = useState("");
  const [error, setError] = useState<string | null>(null);
  const add = useAddPantryItem(userId);
  const parsed = line.trim() ? parseIngredientLine(line) : null;
  const preview = parsed?.name ? [amountText(parsed.quantity, parsed.unit), parsed.name].filter(Boolean).join(" · ") : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = pantryItemInputSchema.safeParse({
      name: parsed?.name ?? "",
      quantity: parsed?.quantity ?? null,
      unit: parsed?.unit ?? null,
      location,
      bestBefore,
    });
    if (!input.success) return setError(input.error.issues[0]?.message ?? "Enter a food");
    setError(null);
    add.mutate(input.data, {
      onSuccess: () => {
        setLine("");
        setBestBefore("");
      },
    });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Add to your pantry</h2>
        </CardTitle>
        <CardDescription>Type it as you would write it: "2 cans chickpeas", "500 g rice", "a dozen eggs".</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end" noValidate>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${ids}-line`}>What do you have?</Label>
            <Input
              id={`${ids}-line`}
              value={line}
              onChange={(e) => setLine(e.target.value)}
              placeholder="2 cans chickpeas"
              autoComplete="off"
              aria-describedby={`${ids}-hint`}
              aria-invalid={error ? true : undefined}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${ids}-location`}>Kept in</Label>
            <LocationSelect id={`${ids}-location`} value={location} onChange={setLocation} />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${ids}-date`}>Best before (optional)</Label>
            <Input id={`${ids}-date`} type="date" value={bestBefore} onChange={(e) => setBestBefore(e.target.value)} />
          </div>
          <Button type="submit" disabled={add.isPending} className="h-10">
            <Plus aria-hidden="true" /> Add
          </Button>
          <p
            id={`${ids}-hint`}
            className={error ? "text-sm text-destructive sm:col-span-4" : "min-h-5 text-sm text-muted-foreground sm:col-span-4"}
            role={error ? "alert" : undefined}
          >
            {error ?? (preview ? `Will add: ${preview}` : "")}
          </p>
        </form>
      </CardContent>
    </Card>
  );
}
