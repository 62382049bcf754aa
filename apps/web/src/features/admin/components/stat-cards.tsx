import { Activity, CreditCard, Timer, Users, type LucideIcon } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { AdminStats } from "../api/admin-queries";

function StatCard({ title, value, icon: Icon }: { title: string; value: string | number; icon: LucideIcon }) {
  return (
    <Card className="gap-2">
      <CardHeader className="flex flex-row items-center justify-between">
        <CardTitle className="text-sm font-medium text-muted-foreground">
          <h2>{title}</h2>
        </CardTitle>
        <Icon className="size-4 text-muted-foreground" aria-hidden="true" />
      </CardHeader>
      <CardContent>
        <p className="text-2xl font-bold" data-testid={`stat-${title.toLowerCase().replace(/\s+/g, "-")}`}>
          {value}
        </p>
      </CardContent>
    </Card>
  );
}

export function StatCards({ stats }: { stats: AdminStats }) {
  return (
    <div className="grid grid-cols-2 gap-3 md:gap-4 lg:grid-cols-4">
      <StatCard title="Total Users" value={stats.totalUsers} icon={Users} />
      <StatCard title="Subscribers" value={stats.subscribers} icon={CreditCard} />
      <StatCard title="Active Trials" value={stats.activeTrials} icon={Timer} />
      <StatCard title="System Status" value={stats.systemStatus} icon={Activity} />
    </div>
  );
}
