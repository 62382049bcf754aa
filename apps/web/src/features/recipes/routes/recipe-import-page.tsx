import { useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import type { RecipeImportDraft } from "@sierra/shared";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { toast } from "@/lib/toast";
import { ApiError } from "@/lib/api";
import { useSession } from "@/features/session/use-session";
import { useImportRecipe, useReviewDraft } from "../api/import-recipe";
import { useCreateRecipe } from "../api/create-recipe";
import { ImportForm } from "../components/import-form";
import { sharedToImport } from "../lib/shared-to-import";
import { ImportReview, type DraftFacts } from "../components/import-review";

/** Import a recipe (/recipes/import): a page or pasted text becomes a draft the member reviews and saves. */
export function RecipeImportPage() {
  const [params] = useSearchParams();
  // The bookmarklet's ?url= and a phone's share (title, text, url): docs/decisions/060
  const [shared] = useState(() => sharedToImport(params));
  const navigate = useNavigate();
  const session = useSession();
  const importing = useImportRecipe();
  const reviewing = useReviewDraft();
  const saving = useCreateRecipe();
  const [draft, setDraft] = useState<{ draft: RecipeImportDraft; warnings: string[]; facts: DraftFacts; key: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const say = (e: unknown) => setError(e instanceof ApiError || e instanceof Error ? e.message : "Something went wrong. Please try again.");

  if (!session.data?.user)
    return (
      <div className="mx-auto max-w-3xl p-6">
        <h1 className="text-2xl font-bold">Import a recipe</h1>
        <p className="mt-2 text-muted-foreground">
          Please{" "}
          <Link to="/auth/login" className="text-primary underline">
            log in
          </Link>{" "}
          to import recipes.
        </p>
      </div>
    );
  return (
    <div className="mx-auto grid max-w-5xl gap-6 p-4 sm:p-6">
      <div>
        <h1 className="text-2xl font-bold">Import a recipe</h1>
        <p className="text-muted-foreground">From a recipe page's address, or its text pasted in. You check it before anything is saved.</p>
      </div>
      <ImportForm
        initialUrl={shared.url}
        initialText={shared.text}
        pending={importing.isPending}
        onImport={(input) => {
          setError(null);
          importing.mutate(input, {
            onSuccess: (res) => setDraft({ draft: res.draft, warnings: res.warnings, facts: res.review, key: Date.now() }),
            onError: say,
          });
        }}
      />
      {error && (
        <Alert variant="destructive" role="alert">
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      )}
      {draft && (
        <section aria-label="Review the recipe" className="grid gap-4">
          <h2 className="text-xl font-semibold">Review before saving</h2>
          {draft.warnings.map((w) => (
            <Alert key={w} role="status">
              <AlertDescription>{w}</AlertDescription>
            </Alert>
          ))}
          <ImportReview
            key={draft.key}
            draft={draft.draft}
            facts={draft.facts}
            checking={reviewing.isPending}
            saving={saving.isPending}
            onCheck={(input) => reviewing.mutate(input, { onSuccess: (facts) => setDraft({ ...draft, facts }), onError: say })}
            onSave={(input) =>
              saving.mutate(input, {
                onSuccess: (recipe) => {
                  for (const w of recipe.warnings) toast.warning(w);
                  toast.success("Recipe saved");
                  void navigate(`/recipe/${recipe.id}`);
                },
                onError: say,
              })
            }
          />
        </section>
      )}
    </div>
  );
}
