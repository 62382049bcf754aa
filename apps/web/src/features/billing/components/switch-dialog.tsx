import { LoaderCircle } from "lucide-react";
import type { CheckoutRequest, SwitchQuote } from "@sierra/shared";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { serverTextOr } from "@/lib/api";
import { intervalLabel, longDate, money, planName } from "../lib/format";

interface Props {
  target: CheckoutRequest | null;
  quote: SwitchQuote | undefined;
  error: unknown;
  confirming: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The confirmed switch (docs/decisions/051): the new plan, its interval, what is due today, the credit and the next date. */
export function SwitchDialog({ target, quote, error, confirming, onConfirm, onClose }: Props) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Switch to the {planName(target?.planType)}?</DialogTitle>
          <DialogDescription>Check the price before you confirm. Nothing changes until you do.</DialogDescription>
        </DialogHeader>
        {quote ? (
          <QuoteFacts quote={quote} />
        ) : error ? (
          <p role="alert" className="text-sm text-destructive">
            {serverTextOr(error, "Could not work out the price of this switch. Please try again.")}
          </p>
        ) : (
          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> Working out the price...
          </p>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Keep My Plan
          </Button>
          <Button onClick={onConfirm} disabled={!quote || confirming}>
            {confirming ? "Switching..." : "Confirm Switch"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

export function QuoteFacts({ quote }: { quote: SwitchQuote }) {
  const rows: [string, string][] = [
    ["New plan", planName(quote.planType)],
    ["Billing interval", `${intervalLabel(quote.billingInterval)} (${money(quote.amountCents)})`],
    ...(quote.creditCents > 0 ? ([["Credit for unused time", `−${money(quote.creditCents)}`]] as [string, string][]) : []),
    ["Due today", money(quote.dueTodayCents)],
    ...(quote.balanceCents > 0 ? ([["Credit kept for later invoices", money(quote.balanceCents)]] as [string, string][]) : []),
    ["Next billing date", longDate(quote.nextBillingDate)],
  ];
  return (
    <dl className="grid gap-2 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="flex justify-between gap-4 border-b pb-2 last:border-0">
          <dt className="text-muted-foreground">{term}</dt>
          <dd className="text-right font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
