import type { InvoiceSummary } from "@/shared/schemas/invoices";
import { ListTable } from "@/web/components/list-table";
import { InvoicesTableRow } from "./invoices-table-row";

const COLUMNS = ["Number", "Date", "Customer", "VIN", "Total", "Balance", "Status"] as const;

interface InvoicesTableProps {
  invoices: readonly InvoiceSummary[];
  loading: boolean;
}

/** The invoices, newest first; on a phone the table scrolls sideways inside its border. */
export function InvoicesTable({ invoices, loading }: InvoicesTableProps) {
  return (
    <ListTable
      columns={COLUMNS}
      rows={invoices}
      renderRow={(invoice) => <InvoicesTableRow key={invoice.id} invoice={invoice} />}
      emptyMessage="No invoices found"
      loading={loading}
      loadingLabel="Loading invoices"
    />
  );
}
