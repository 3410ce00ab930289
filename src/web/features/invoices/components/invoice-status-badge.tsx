import { INVOICE_STATUS_COLOURS, type InvoiceStatus } from "@/shared/constants/invoices";
import { Badge } from "@/web/components/ui/badge";

/** An invoice's status in its words and colour: Draft, Unpaid, Partially Paid, Paid or Void. */
export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  return <Badge variant={INVOICE_STATUS_COLOURS[status]}>{status}</Badge>;
}
