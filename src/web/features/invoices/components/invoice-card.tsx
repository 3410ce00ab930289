import { Link } from "react-router";
import { INVOICE_STATUS_COLOURS } from "@/shared/constants/invoices";
import type { InvoiceSummary } from "@/shared/schemas/invoices";
import { RecordCard } from "@/web/components/record-cards/record-card";
import { Badge } from "@/web/components/ui/badge";
import { localDateKey } from "@/web/lib/date-keys";
import { useFormatCents } from "@/web/lib/use-format-cents";
import { invoiceLinkLabel } from "../utils/invoice-link-label";

/** An invoice on a phone; a tap anywhere on the card opens it, as a click on its table row does. */
export function InvoiceCard({ invoice }: { invoice: InvoiceSummary }) {
  const money = useFormatCents();
  return (
    <RecordCard
      title={
        <Link
          to={`/invoices/${encodeURIComponent(invoice.id)}`}
          aria-label={invoiceLinkLabel(invoice)}
          className="rounded-sm underline underline-offset-4 after:absolute after:inset-0 after:rounded-lg focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
        >
          {invoice.number ?? "Draft"}
        </Link>
      }
      badge={<Badge variant={INVOICE_STATUS_COLOURS[invoice.status]}>{invoice.status}</Badge>}
      fields={[
        { label: "Date", value: invoice.invoiceDate ?? localDateKey(new Date(invoice.createdAt)) },
        { label: "Customer", value: invoice.customerName ?? "" },
        { label: "VIN", value: invoice.vin ? <span className="font-mono text-xs break-all">{invoice.vin}</span> : "" },
        { label: "Total", value: <span className="tabular-nums">{money(invoice.totalCents)}</span> },
        { label: "Balance", value: <span className="tabular-nums">{money(invoice.balanceDueCents)}</span> },
      ]}
    />
  );
}
