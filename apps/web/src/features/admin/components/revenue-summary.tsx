import { formatCents, PLAN_CARDS } from "@sierra/shared";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { AdminStats } from "../api/admin-queries";

/** What an owner wants from billing at a glance: recurring revenue, its split, conversions and trouble. */
export function RevenueSummary({ stats }: { stats: AdminStats }) {
  const figures: Array<[string, string]> = [
    ["Monthly recurring revenue", formatCents(stats.monthlyRecurringRevenue)],
    ["Revenue collected", formatCents(stats.totalRevenue)],
    ["Trials converted", String(stats.trialsConverted)],
    ["Past due", String(stats.pastDue)],
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Revenue</h2>
        </CardTitle>
        <CardDescription>Paying plans only; trials count once their first payment arrives.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6 md:grid-cols-2">
        <dl className="grid grid-cols-2 gap-4">
          {figures.map(([label, value]) => (
            <div key={label}>
              <dt className="text-sm text-muted-foreground">{label}</dt>
              <dd className="text-xl font-semibold" data-testid={`revenue-${label.toLowerCase().replace(/\s+/g, "-")}`}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
        <table className="w-full text-sm">
          <caption className="pb-2 text-left font-medium">Monthly recurring revenue by plan</caption>
          <tbody>
            {PLAN_CARDS.map((plan) => (
              <tr key={plan.type} className="border-t">
                <th scope="row" className="py-1.5 text-left font-normal">
                  {plan.name}
                </th>
                <td className="py-1.5 text-right tabular-nums">{formatCents(stats.mrrByPlan?.[plan.type] ?? 0)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </CardContent>
    </Card>
  );
}
