import { useState } from "react";
import { Link } from "react-router";
import { toast } from "@/lib/toast";
import { CookingPot, Flag, Star } from "lucide-react";
import { REPORT_REASON_LABELS, REPORT_REASONS, type CommunityInfo, type ReportReason } from "@sierra/shared";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { useCooked, useRate, useReport } from "./api";
import { PlanRecipeForm } from "./plan-recipe-form";
import { useSession } from "@/features/session/use-session";

/**
 * Another member's shared recipe: who shared it, their notes (as text), the rating from 3
 * ratings, "I cooked this", a 1-5 rating and a report. A link-only recipe points to its source,
 * the one link the page makes from what a member wrote (docs/decisions/063). The member can plan it
 * from here as from the calendar's picker.
 */
export function SharedRecipePanel({ recipeId, community, source }: { recipeId: string; community: CommunityInfo; source: string | null }) {
  const userId = useSession().data?.user.id;
  const rate = useRate(recipeId);
  const cooked = useCooked(recipeId);
  const fail = (e: Error) => toast.error(e.message);
  return (
    <section aria-labelledby="shared-heading" className="flex flex-col gap-3 rounded-xl border bg-card p-4" data-testid="shared-recipe-panel">
      {community.hidden && (
        <p role="status" className="rounded-md bg-destructive/10 p-2 text-sm font-medium text-destructive">
          A moderator has hidden this recipe. It stays in your plan, but others can no longer find it.
        </p>
      )}
      <h2 id="shared-heading" className="text-lg font-semibold">
        Shared by{" "}
        <Link to={`/recipes/community/authors/${community.author.id}`} className="underline underline-offset-2">
          {community.author.display_name}
        </Link>
      </h2>
      {community.notes && <p className="whitespace-pre-line text-sm">{community.notes}</p>}
      {!community.shares_method && source && (
        <p className="text-sm">
          The method is on the recipe&apos;s source:{" "}
          <a href={source} target="_blank" rel="noopener noreferrer nofollow ugc" className="break-all underline underline-offset-2">
            {source}
          </a>
        </p>
      )}
      <p className="text-sm text-muted-foreground" data-testid="shared-rating">
        {community.rating.average === null
          ? `Rated by ${community.rating.count} ${community.rating.count === 1 ? "member" : "members"}; an average shows from 3 ratings.`
          : `Rated ${community.rating.average.toFixed(1)} of 5 by ${community.rating.count} members.`}{" "}
        Cooked by {community.cooked_count}.
      </p>
      {!community.hidden && userId && <PlanRecipeForm recipeId={recipeId} userId={userId} />}
      <fieldset className="flex flex-wrap items-center gap-1">
        <legend className="mb-1 text-sm font-medium">Your rating</legend>
        {[1, 2, 3, 4, 5].map((stars) => (
          <Button
            key={stars}
            variant={community.my_rating !== null && stars <= community.my_rating ? "default" : "outline"}
            size="icon"
            aria-label={`Rate ${stars} of 5`}
            aria-pressed={community.my_rating === stars}
            disabled={rate.isPending}
            onClick={() => rate.mutateAsync(stars).then(() => toast.success("Thanks for rating"), fail)}
          >
            <Star aria-hidden="true" />
          </Button>
        ))}
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          disabled={community.i_cooked || cooked.isPending}
          onClick={() => cooked.mutateAsync().then(() => toast.success("Marked as cooked"), fail)}
        >
          <CookingPot aria-hidden="true" /> {community.i_cooked ? "You cooked this" : "I cooked this"}
        </Button>
        <ReportForm recipeId={recipeId} />
      </div>
    </section>
  );
}

function ReportForm({ recipeId }: { recipeId: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason>("unsafe");
  const report = useReport(recipeId);
  if (!open)
    return (
      <Button variant="ghost" onClick={() => setOpen(true)}>
        <Flag aria-hidden="true" /> Report
      </Button>
    );
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        report.mutateAsync({ reason }).then(
          () => {
            toast.success("Thanks, a moderator will look at it");
            setOpen(false);
          },
          (error: Error) => toast.error(error.message),
        );
      }}
    >
      <div className="flex flex-col gap-1">
        <Label htmlFor="report-reason">Reason</Label>
        <select
          id="report-reason"
          value={reason}
          onChange={(e) => setReason(e.target.value as ReportReason)}
          className="h-9 rounded-md border border-input bg-background px-2 text-sm"
        >
          {REPORT_REASONS.map((r) => (
            <option key={r} value={r}>
              {REPORT_REASON_LABELS[r]}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" variant="destructive" disabled={report.isPending}>
        Send report
      </Button>
    </form>
  );
}
