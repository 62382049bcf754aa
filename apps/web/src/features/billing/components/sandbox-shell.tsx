import type { ReactNode } from "react";
import { FlaskConical } from "lucide-react";
import { SANDBOX_TEST_CARDS } from "@sierra/shared";
import { formatCardNumber } from "../lib/card-schema";

/** The sandbox's test cards and what each one does. */
export const TEST_CARDS = [
  { number: formatCardNumber(SANDBOX_TEST_CARDS.succeeds), result: "succeeds" },
  { number: formatCardNumber(SANDBOX_TEST_CARDS.declined), result: "is declined" },
  { number: formatCardNumber(SANDBOX_TEST_CARDS.failsAtRenewal), result: "fails at renewal" },
] as const;

/**
 * A hosted page of the test payment provider, outside the app's layout like a real
 * checkout: a test-mode band on top, the provider's name and the page's content.
 */
export function SandboxShell({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="min-h-svh bg-muted/40 text-foreground">
      <div role="note" className="flex items-center justify-center gap-2 bg-amber-300 px-4 py-2 text-center text-sm font-semibold text-amber-950">
        <FlaskConical className="size-4 shrink-0" aria-hidden="true" />
        Test mode — sandbox, no money moves
      </div>
      <main id="main" className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
        <p className="text-sm font-medium text-muted-foreground">Sierra Meal Planner · Sandbox payments</p>
        <h1 className="mt-1 text-2xl font-semibold tracking-tight sm:text-3xl">{title}</h1>
        {children}
      </main>
    </div>
  );
}

export function TestCards() {
  return (
    <section aria-labelledby="test-cards-title" className="rounded-lg border border-dashed bg-background p-4 text-sm">
      <h2 id="test-cards-title" className="font-semibold">
        Test cards
      </h2>
      <p className="mt-1 text-muted-foreground">Use any future expiry date, any 3-digit CVC and any name.</p>
      <ul className="mt-3 grid gap-2">
        {TEST_CARDS.map((card) => (
          <li key={card.number} className="flex flex-wrap items-baseline justify-between gap-x-4">
            <span className="font-mono">{card.number}</span>
            <span className="text-muted-foreground">{card.result}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
