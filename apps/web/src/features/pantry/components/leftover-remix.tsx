import { useId, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { CalendarPlus, Recycle, Sparkles } from "lucide-react";
import { leftoversRequestSchema, type LeftoversRequest, type RemixSuggestion } from "@sierra/shared";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { usePlanLeftoverRecipe } from "../api/plan-leftover-recipe";
import { useSuggestForLeftovers } from "../api/suggest-leftovers";

/** The leftover remix: typed leftovers or the use-soon items -> recipes that use them up -> "Plan it". */
export function LeftoverRemix({ useSoonCount }: { useSoonCount: number }) {
  const ids = useId();
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const suggest = useSuggestForLeftovers();
  const plan = usePlanLeftoverRecipe();

  function ask(input: LeftoversRequest) {
    const valid = leftoversRequestSchema.safeParse(input);
    if (!valid.success) return setError(valid.error.issues[0]?.message ?? null);
    setError(null);
    suggest.mutate(valid.data);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    ask({ text });
  };
  const result = suggest.data;

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="flex items-center gap-2">
            <Recycle className="size-5 text-primary" aria-hidden="true" /> Leftover remix
          </h2>
        </CardTitle>
        <CardDescription>Tell us what is left over and we will find recipes that use it up.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <form onSubmit={submit} className="flex flex-col gap-2" noValidate>
          <Label htmlFor={`${ids}-text`}>What is left over?</Label>
          <Textarea id={`${ids}-text`} value={text} onChange={(e) => setText(e.target.value)} placeholder="half a roast chicken, rice, spinach" rows={2} />
          {error && (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={suggest.isPending}>
              <Sparkles aria-hidden="true" /> Find recipes
            </Button>
            <Button
              type="button"
              variant="outline"
              disabled={suggest.isPending || useSoonCount === 0}
              onClick={() => ask({ useSoon: true, text: text.trim() || undefined })}
            >
              Use my use-soon items ({useSoonCount})
            </Button>
          </div>
        </form>
        {result && (
          <section aria-label="Suggestions" aria-live="polite" className="flex flex-col gap-2">
            {result.suggestions.length === 0 ? (
              <p className="text-sm text-muted-foreground">
                {result.leftovers.length
                  ? `No recipes use ${result.leftovers.join(", ")} yet. Try naming the food another way.`
                  : "Nothing to use up: no item is near its date."}
              </p>
            ) : (
              <>
                <p className="text-sm text-muted-foreground">Using up: {result.leftovers.join(", ")}</p>
                <ul className="flex flex-col gap-2">
                  {result.suggestions.map((s) => (
                    <SuggestionRow key={s.recipe.id} suggestion={s} busy={plan.isPending} onPlan={() => plan.mutate(s.recipe.id)} />
                  ))}
                </ul>
              </>
            )}
          </section>
        )}
      </CardContent>
    </Card>
  );
}

/** "Also needs cumin, broth and 3 more": the first few, so a long recipe does not bury the others. */
function alsoNeedsText(alsoNeeds: string[]): string {
  if (alsoNeeds.length === 0) return "Everything else is at home";
  const shown = alsoNeeds.slice(0, 4).join(", ");
  return alsoNeeds.length > 4 ? `Also needs ${shown} and ${alsoNeeds.length - 4} more` : `Also needs ${shown}`;
}

function SuggestionRow({ suggestion, busy, onPlan }: { suggestion: RemixSuggestion; busy: boolean; onPlan: () => void }) {
  const { recipe, uses, alsoNeeds } = suggestion;
  return (
    <li data-testid="remix-suggestion" className="flex flex-wrap items-start gap-3 rounded-lg border p-3">
      <img src={recipe.image_url} alt="" width={56} height={56} loading="lazy" className="size-14 shrink-0 rounded-md bg-muted object-cover" />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5 text-sm">
        <Link to={`/recipe/${recipe.id}`} className="font-medium underline-offset-4 hover:underline">
          {recipe.title}
        </Link>
        <span>Uses {uses.join(", ")}</span>
        <span className="text-muted-foreground">{alsoNeedsText(alsoNeeds)}</span>
      </div>
      <Button size="sm" variant="secondary" className="w-full" disabled={busy} onClick={onPlan} aria-label={`Plan ${recipe.title}`}>
        <CalendarPlus aria-hidden="true" /> Plan it
      </Button>
    </li>
  );
}
