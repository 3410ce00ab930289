import type { UseQueryResult } from "@tanstack/react-query";
import { formatCents } from "@/shared/format/money";
import type { InvoiceRevenue } from "@/shared/schemas/invoices";
import { Spinner } from "@/web/components/ui/spinner";
import { countOf } from "../utils/report-text";

interface InvoiceRevenueFiguresProps {
  invoiceRevenue: UseQueryResult<InvoiceRevenue>;
  currencySymbol: string;
}

/**
 * The Revenue Report's invoice figures for its range: Invoiced (finalized invoices dated in it,
 * void ones not) and Collected (payments dated in it, reversed ones not), from the server.
 */
export function InvoiceRevenueFigures({ invoiceRevenue, currencySymbol }: InvoiceRevenueFiguresProps) {
  const figures = invoiceRevenue.data;
  if (!figures) {
    return invoiceRevenue.isError ? (
      <p className="text-sm text-muted-foreground">The invoiced and collected amounts could not be loaded: {invoiceRevenue.error.message}</p>
    ) : (
      <Spinner aria-label="Loading invoiced and collected amounts" className="size-6" />
    );
  }
  const money = (cents: number) => formatCents(cents, currencySymbol);
  return (
    <dl className="grid gap-3 sm:grid-cols-2 lg:max-w-2xl">
      <div className="rounded-lg border p-4">
        <dt className="text-sm font-medium text-muted-foreground">Invoiced</dt>
        <dd className="text-lg font-semibold tabular-nums">{money(figures.invoicedCents)}</dd>
        <dd className="text-sm text-muted-foreground">from {countOf(figures.invoiceCount, "finalized invoice")}</dd>
      </div>
      <div className="rounded-lg border p-4">
        <dt className="text-sm font-medium text-muted-foreground">Collected</dt>
        <dd className="text-lg font-semibold tabular-nums">{money(figures.collectedCents)}</dd>
        <dd className="text-sm text-muted-foreground">from {countOf(figures.paymentCount, "payment")}</dd>
      </div>
    </dl>
  );
}
