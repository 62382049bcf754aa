import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { useModerate } from "../api/community-review";
import type { AdminUserRow } from "../api/admin-queries";

/** Stops (or allows again) an account sharing recipes; shown once the account has shared under a name (docs/decisions/064). */
export function PublishingSwitch({ user }: { user: AdminUserRow }) {
  const moderate = useModerate();
  const author = user.community_author;
  if (!author) return null;
  const [kind, label, done] = author.suspended
    ? (["reinstate", "Allow publishing", "Publishing allowed again"] as const)
    : (["suspend", "Suspend publishing", "Publishing suspended"] as const);
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={moderate.isPending}
      aria-label={`${label} for ${user.email ?? user.id}`}
      onClick={() => moderate.mutate({ kind, authorId: author.id }, { onSuccess: () => toast.success(done), onError: (e) => toast.error(e.message) })}
    >
      {label}
    </Button>
  );
}
