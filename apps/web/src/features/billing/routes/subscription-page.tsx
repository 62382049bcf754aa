import { useOpenPortal } from "../api/open-portal";
import { useBillingSubscription } from "../api/get-subscription";
import { PastDueBanner } from "../components/past-due-banner";
import { SubscriptionCard } from "../components/subscription-card";

/** /subscription (login required): the subscription card and, after a failed renewal, the grace banner. */
export function SubscriptionPage() {
  const query = useBillingSubscription();
  const portal = useOpenPortal();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Subscription</h1>
        <p className="mt-1 text-muted-foreground">Your plan, trial and billing.</p>
      </div>
      {query.data?.status === "past_due" ? <PastDueBanner onManage={portal.open} opening={portal.isPending} /> : null}
      <SubscriptionCard
        data={query.data}
        loading={query.isPending && !query.isError}
        failed={query.isError}
        refreshing={query.isFetching && !query.isPending}
        onRefresh={() => void query.refetch()}
        onManage={portal.open}
        opening={portal.isPending}
      />
    </div>
  );
}
