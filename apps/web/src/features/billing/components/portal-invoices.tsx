import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { SandboxPortal } from "../api/types";
import { longDate, money } from "../lib/format";

export function PortalInvoices({ invoices }: { invoices: SandboxPortal["invoices"] }) {
  return (
    <section aria-labelledby="portal-invoices-title" className="rounded-xl border bg-card p-5 text-card-foreground shadow-sm sm:p-6">
      <h2 id="portal-invoices-title" className="text-lg font-semibold">
        Invoices
      </h2>
      {invoices.length === 0 ? (
        <p className="mt-3 text-sm text-muted-foreground">No invoices yet.</p>
      ) : (
        <Table className="mt-3">
          <TableHeader>
            <TableRow>
              <TableHead>Date</TableHead>
              <TableHead>Description</TableHead>
              <TableHead className="text-right">Amount</TableHead>
              <TableHead>Status</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {invoices.map((invoice) => (
              <TableRow key={invoice.id}>
                <TableCell>{longDate(invoice.createdAt)}</TableCell>
                <TableCell className="whitespace-normal">{invoice.description}</TableCell>
                <TableCell className="text-right">{money(invoice.amountCents, invoice.currency)}</TableCell>
                <TableCell className="capitalize">{invoice.status}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
