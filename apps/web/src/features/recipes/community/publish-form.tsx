import { useState } from "react";
import { toast } from "@/lib/toast";
import { COMMUNITY_LIMITS, isFromElsewhere, publishInputSchema, type RecipeDetail } from "@sierra/shared";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { usePublish, useUnpublish } from "./api";

/** The author's sharing of their own recipe: private by default; a chosen name, never the e-mail (docs/decisions/063). */
export function PublishForm({ recipe }: { recipe: RecipeDetail }) {
  const shared = recipe.community?.published ? recipe.community : null;
  const [displayName, setDisplayName] = useState(recipe.community?.author.display_name ?? "");
  const [notes, setNotes] = useState(recipe.community?.notes ?? "");
  const [ownWork, setOwnWork] = useState(recipe.community?.own_work ?? false);
  const [error, setError] = useState<string | null>(null);
  const publish = usePublish(recipe.id);
  const unpublish = useUnpublish(recipe.id);
  const fromElsewhere = isFromElsewhere(recipe.source);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = publishInputSchema.safeParse({ displayName, notes, ownWork });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? "Check the form");
    setError(null);
    const done = shared ? "Shared recipe updated" : "Recipe shared with the community";
    // The promise, not per-call callbacks: the page re-renders from the refetched recipe meanwhile.
    publish.mutateAsync(parsed.data).then(
      () => toast.success(done),
      (e: Error) => setError(e.message),
    );
  };

  return (
    <section aria-labelledby="share-heading" className="flex flex-col gap-3 rounded-xl border bg-card p-4 print:hidden" data-testid="publish-form">
      <h2 id="share-heading" className="text-lg font-semibold">
        {shared ? "Shared with the community" : "Share with the community"}
      </h2>
      <p className="text-sm text-muted-foreground">
        {shared
          ? "Members can find, cook and rate it under the name below."
          : "This recipe is private. Sharing shows it to signed-in members under a name you choose."}
        {recipe.community?.hidden && " A moderator has hidden it: it is not shown to others."}
      </p>
      <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="share-name">Display name</Label>
          <Input
            id="share-name"
            value={displayName}
            maxLength={COMMUNITY_LIMITS.displayNameMax}
            onChange={(e) => setDisplayName(e.target.value)}
            autoComplete="nickname"
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="share-notes">Your notes (optional)</Label>
          <Textarea id="share-notes" value={notes} maxLength={COMMUNITY_LIMITS.notesMax} onChange={(e) => setNotes(e.target.value)} rows={3} />
        </div>
        {fromElsewhere && (
          <div className="flex items-start gap-2">
            <Checkbox id="share-own" checked={ownWork} onCheckedChange={(on) => setOwnWork(on === true)} />
            <Label htmlFor="share-own" className="leading-snug font-normal">
              This is my own recipe. Otherwise others see only its source link, the ingredients and your notes.
            </Label>
          </div>
        )}
        {error && (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={publish.isPending}>
            {shared ? "Update sharing" : "Share recipe"}
          </Button>
          {shared && (
            <Button
              type="button"
              variant="outline"
              disabled={unpublish.isPending}
              onClick={() =>
                unpublish.mutateAsync().then(
                  () => toast.success("Recipe is private again"),
                  (e: Error) => setError(e.message),
                )
              }
            >
              Stop sharing
            </Button>
          )}
        </div>
      </form>
    </section>
  );
}
