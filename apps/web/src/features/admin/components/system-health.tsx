import { CircleAlert, CircleCheck, CircleX } from "lucide-react";
import { RetryAlert } from "@/components/retry-alert";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useSystemHealth, type HealthCheck } from "../api/admin-queries";

const STATUS_STYLE: Record<HealthCheck["status"], { icon: typeof CircleCheck; variant: "secondary" | "outline" | "destructive" }> = {
  Operational: { icon: CircleCheck, variant: "secondary" },
  Degraded: { icon: CircleAlert, variant: "outline" },
  Unavailable: { icon: CircleX, variant: "destructive" },
};

/** Live checks, refreshed every 30 s: the real state, not static text. */
export function SystemHealth() {
  const health = useSystemHealth();
  if (health.isPending) return <Skeleton className="h-48 w-full" />;
  if (health.isError) return <RetryAlert title="Failed to load dashboard data" onRetry={() => void health.refetch()} retrying={health.isFetching} />;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {health.data.checks.map((check) => {
        const { icon: Icon, variant } = STATUS_STYLE[check.status];
        return (
          <Card key={check.name} className="gap-2">
            <CardHeader className="flex flex-row items-center justify-between gap-2">
              <CardTitle>
                <h3>{check.name}</h3>
              </CardTitle>
              <Badge variant={variant}>
                <Icon aria-hidden="true" /> {check.status}
              </Badge>
            </CardHeader>
            <CardContent>
              <CardDescription>{check.detail}</CardDescription>
              <p className="mt-2 text-xs text-muted-foreground">Checked in {check.latencyMs} ms</p>
            </CardContent>
          </Card>
        );
      })}
    </div>
  );
}
