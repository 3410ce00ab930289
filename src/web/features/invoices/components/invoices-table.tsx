import type { InvoiceSummary } from "@/shared/schemas/invoices";
import { ListTable } from "@/web/components/list-table";
import { InvoiceCard } from "./invoice-card";
import { InvoicesTableRow } from "./invoices-table-row";

const COLUMNS = ["Number", "Date", "Customer", "VIN", "Total", "Balance", "Status"] as const;

interface InvoicesTableProps {
  invoices: readonly InvoiceSummary[];
  loading: boolean;
  /** The invoices shown are for an earlier search or filter, kept until the new one answers. */
  updating: boolean;
}

/**
 * The invoices, newest first; cards on a phone. With no
 * invoices there is no table: its headings alone would scroll sideways at 375 px with nothing in
 * it a keyboard could reach to scroll it.
 */
export function InvoicesTable({ invoices, loading, updating }: InvoicesTableProps) {
  if (!loading && invoices.length === 0) {
    return (
      <p aria-busy={updating || undefined} className="rounded-lg border p-6 text-center text-sm text-muted-foreground aria-busy:opacity-60">
        No invoices found
      </p>
    );
  }
  return (
    <ListTable
      columns={COLUMNS}
      rows={invoices}
      renderRow={(invoice) => <InvoicesTableRow key={invoice.id} invoice={invoice} />}
      emptyMessage="No invoices found"
      loading={loading}
      loadingLabel="Loading invoices"
      updating={updating}
      cards={{ label: "Invoices", rowKey: (invoice) => invoice.id, renderCard: (invoice) => <InvoiceCard invoice={invoice} /> }}
    />
  );
}
