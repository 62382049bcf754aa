import { useState } from "react";
import { Button } from "@/components/ui/button";
import type { SandboxPortal } from "../api/types";
import { intervalLabel, money, planName } from "../lib/format";

type Choice = SandboxPortal["plans"][number];
const keyOf = (p: Pick<Choice, "planType" | "billingInterval">) => `${p.planType}:${p.billingInterval}`;

/** The other plans the subscription can move to, as radio buttons. */
export function PortalSwitchPlan({ portal, busy, onSwitch }: { portal: SandboxPortal; busy: boolean; onSwitch: (plan: Choice) => void }) {
  const currentKey = keyOf(portal.subscription as Choice);
  const [picked, setPicked] = useState<string>(currentKey);
  const choice = portal.plans.find((p) => keyOf(p) === picked);
  return (
    <section aria-labelledby="portal-switch-title" className="rounded-xl border bg-card p-5 text-card-foreground shadow-sm sm:p-6">
      <h2 id="portal-switch-title" className="text-lg font-semibold">
        Switch plan
      </h2>
      <form
        className="mt-4 flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          if (choice && picked !== currentKey) onSwitch(choice);
        }}
      >
        <fieldset className="grid gap-2 sm:grid-cols-2">
          <legend className="sr-only">Plan</legend>
          {portal.plans.map((plan) => {
            const key = keyOf(plan);
            return (
              <label
                key={key}
                className="flex cursor-pointer items-center gap-3 rounded-lg border p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-accent"
              >
                <input type="radio" name="plan" value={key} checked={picked === key} onChange={() => setPicked(key)} className="size-4 accent-primary" />
                <span className="flex-1">
                  <span className="block font-medium">
                    {planName(plan.planType)} · {intervalLabel(plan.billingInterval)}
                  </span>
                  <span className="text-muted-foreground">
                    {money(plan.amountCents)}
                    {key === currentKey ? " · current plan" : ""}
                  </span>
                </span>
              </label>
            );
          })}
        </fieldset>
        <Button type="submit" className="self-start" disabled={busy || picked === currentKey}>
          Switch plan
        </Button>
      </form>
    </section>
  );
}
