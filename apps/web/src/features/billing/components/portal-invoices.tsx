import type { SandboxPortal } from "../api/types";
import { longDate, money } from "../lib/format";

/** Past invoices as rows that stack on a phone: date and description, amount and status. */
export function PortalInvoices({ invoices }: { invoices: SandboxPortal["invoices"] }) {
  return (
    <section aria-labelledby="portal-invoices-title" className="rounded-xl border bg-card p-5 text-card-foreground shadow-sm sm:p-6">
      <h2 id="portal-invoices-title" className="text-lg font-semibold">
        Invoices
      </h2>
      {invoices.length === 0 ? (
        <p className="mt-3 text-sm text-muted-foreground">No invoices yet.</p>
      ) : (
        <ul className="mt-3 divide-y text-sm">
          {invoices.map((invoice) => (
            <li key={invoice.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3">
              <span>
                <span className="block font-medium">{longDate(invoice.createdAt)}</span>
                <span className="text-muted-foreground">{invoice.description}</span>
              </span>
              <span className="text-right">
                <span className="block font-medium">{money(invoice.amountCents, invoice.currency)}</span>
                <span className="text-muted-foreground capitalize">{invoice.status}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
