import { Link } from "react-router";
import { toast } from "@/lib/toast";
import { REPORT_REASON_LABELS, type ReportReason } from "@sierra/shared";
import { Button } from "@/components/ui/button";
import { RetryAlert } from "@/components/retry-alert";
import { useCommunityReview, useModerate } from "../api/community-review";

const reasonLabel = (reason: string) => REPORT_REASON_LABELS[reason as ReportReason] ?? reason;

/** The review queue: reported shared recipes, their reasons (reporters stay anonymous) and the admin's decisions. */
export function CommunityReview() {
  const queue = useCommunityReview();
  const moderate = useModerate();
  const act = (decision: Parameters<typeof moderate.mutate>[0], done: string) =>
    moderate.mutate(decision, { onSuccess: () => toast.success(done), onError: (e) => toast.error(e.message) });
  if (queue.isPending) return <p className="text-sm text-muted-foreground">Loading reports...</p>;
  if (queue.isError) return <RetryAlert title="Failed to load reports" onRetry={() => void queue.refetch()} retrying={queue.isFetching} />;
  if (queue.data.items.length === 0) return <p className="text-sm text-muted-foreground">No open reports.</p>;
  return (
    <ul className="flex flex-col gap-4" aria-label="Reported recipes">
      {queue.data.items.map((item) => (
        <li key={item.recipe_id} className="flex flex-col gap-2 rounded-xl border bg-card p-4" data-testid="review-item">
          <h3 className="font-semibold">
            <Link to={`/recipe/${item.recipe_id}`} className="underline underline-offset-2">
              {item.title}
            </Link>{" "}
            <span className="font-normal text-muted-foreground">by {item.author.display_name}</span>
            {item.hidden && <span className="ml-2 text-sm text-destructive">Hidden</span>}
          </h3>
          <ul className="flex flex-col gap-1 text-sm">
            {item.reports.map((report, index) => (
              <li key={index}>
                <span className="font-medium">{reasonLabel(report.reason)}</span>
                {report.details && <span className="text-muted-foreground">: {report.details}</span>}
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap gap-2">
            {item.hidden ? (
              <Button variant="outline" size="sm" onClick={() => act({ kind: "restore", recipeId: item.recipe_id }, "Recipe restored")}>
                Restore recipe
              </Button>
            ) : (
              <Button variant="destructive" size="sm" onClick={() => act({ kind: "hide", recipeId: item.recipe_id }, "Recipe hidden")}>
                Hide recipe
              </Button>
            )}
            <Button variant="outline" size="sm" onClick={() => act({ kind: "dismiss", recipeId: item.recipe_id }, "Reports dismissed")}>
              Dismiss reports
            </Button>
            {item.author.suspended ? (
              <Button variant="outline" size="sm" onClick={() => act({ kind: "reinstate", authorId: item.author.id }, "Publishing allowed again")}>
                Allow publishing
              </Button>
            ) : (
              <Button variant="outline" size="sm" onClick={() => act({ kind: "suspend", authorId: item.author.id }, "Publishing suspended")}>
                Suspend publishing
              </Button>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
