import type { ReactNode } from "react";
import type { Invoice } from "@/shared/schemas/invoices";

function Item({ term, value, children }: { term: string; value?: string | null; children?: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-muted-foreground">{term}</dt>
      <dd className="font-medium break-words whitespace-pre-line">{children ?? (value?.trim() ? value : "N/A")}</dd>
    </div>
  );
}

/**
 * Who bills whom: the shop, the customer and the vehicle, with the invoice's date once it has one.
 * `customer` (from app, on screen) shows the customer with its link and change; print shows the text.
 */
export function InvoiceParties({ invoice, customer }: { invoice: Invoice; customer?: ReactNode }) {
  const { parties } = invoice;
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2 print:grid-cols-2">
      <Item term="Shop" value={[parties.shopName, parties.shopAddress, parties.shopPhone].filter((part) => part.trim()).join("\n")} />
      <Item term="Customer" value={[parties.customerName, parties.customerContact].filter((part) => part?.trim()).join("\n")}>
        {customer}
      </Item>
      <Item term="VIN" value={parties.vin} />
      {invoice.invoiceDate ? <Item term="Invoice Date" value={invoice.invoiceDate} /> : null}
    </dl>
  );
}
