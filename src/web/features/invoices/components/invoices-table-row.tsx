import { Link, useNavigate } from "react-router";
import { INVOICE_STATUS_COLOURS } from "@/shared/constants/invoices";
import type { InvoiceSummary } from "@/shared/schemas/invoices";
import { Badge } from "@/web/components/ui/badge";
import { TableCell, TableRow } from "@/web/components/ui/table";
import { localDateKey } from "@/web/lib/date-keys";
import { useFormatCents } from "@/web/lib/use-format-cents";
import { invoiceLinkLabel } from "../utils/invoice-link-label";

/**
 * One invoice. The number is the link (keyboard and screen reader users reach it by Tab); a click
 * anywhere else on the row opens the invoice too. A draft has no date of its own yet, so it shows
 * the day it was created.
 */
export function InvoicesTableRow({ invoice }: { invoice: InvoiceSummary }) {
  const navigate = useNavigate();
  const money = useFormatCents();
  const href = `/invoices/${encodeURIComponent(invoice.id)}`;
  return (
    <TableRow className="cursor-pointer" onClick={() => void navigate(href)}>
      <TableCell className="font-medium">
        <Link
          to={href}
          aria-label={invoiceLinkLabel(invoice)}
          className="rounded-sm underline underline-offset-4 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
          // The row's own click would navigate a second time.
          onClick={(event) => event.stopPropagation()}
        >
          {invoice.number ?? "Draft"}
        </Link>
      </TableCell>
      <TableCell>{invoice.invoiceDate ?? localDateKey(new Date(invoice.createdAt))}</TableCell>
      <TableCell>{invoice.customerName ?? ""}</TableCell>
      <TableCell className="font-mono text-xs">{invoice.vin ?? ""}</TableCell>
      <TableCell className="tabular-nums">{money(invoice.totalCents)}</TableCell>
      <TableCell className="tabular-nums">{money(invoice.balanceDueCents)}</TableCell>
      <TableCell>
        <Badge variant={INVOICE_STATUS_COLOURS[invoice.status]}>{invoice.status}</Badge>
      </TableCell>
    </TableRow>
  );
}
