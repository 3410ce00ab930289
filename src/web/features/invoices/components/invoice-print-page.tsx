import { Link } from "react-router";
import { ArrowLeftIcon, PrinterIcon } from "lucide-react";
import type { Invoice } from "@/shared/schemas/invoices";
import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";
import { useInvoice } from "../api/get-invoice";
import { invoiceTitle } from "../utils/invoice-title";
import { InvoiceLinesTable } from "./invoice-lines-table";
import { InvoiceParties } from "./invoice-parties";
import { InvoiceTotalsList } from "./invoice-totals-list";
import { PaymentsTable } from "./payments-table";
import "./invoice-print.css";
import { AlertMessage } from "@/web/components/ui/alert-message";

interface InvoicePrintPageProps {
  invoiceId: string;
  /** The uploaded logo, as a data URL, kept by this browser; nothing is shown when empty. */
  logoUrl?: string;
}

/** An invoice laid out for paper: no navigation, and the buttons are hidden when printed. */
export function InvoicePrintPage({ invoiceId, logoUrl }: InvoicePrintPageProps) {
  const query = useInvoice(invoiceId);
  const invoice = query.data?.invoice;
  return (
    <main className="mx-auto max-w-3xl p-4 sm:p-8 print:max-w-none print:p-0">
      <div className="mb-6 flex flex-wrap gap-2 print:hidden">
        <Button type="button" disabled={!invoice} onClick={() => window.print()}>
          <PrinterIcon aria-hidden="true" />
          Print
        </Button>
        <Button asChild variant="outline">
          <Link to={`/invoices/${encodeURIComponent(invoiceId)}`}>
            <ArrowLeftIcon aria-hidden="true" />
            Back to Invoice
          </Link>
        </Button>
      </div>
      {invoice ? (
        <InvoiceSheet invoice={invoice} logoUrl={logoUrl} />
      ) : query.isError ? <AlertMessage>{query.error.message}</AlertMessage> : (
        <Spinner aria-label="Loading invoice" className="size-6" />
      )}
    </main>
  );
}

function InvoiceSheet({ invoice, logoUrl }: { invoice: Invoice; logoUrl?: string }) {
  const { shopName } = invoice.parties;
  return (
    <article data-invoice-sheet aria-label={invoiceTitle(invoice)} className="grid gap-6">
      <header className="flex flex-wrap items-center gap-4 border-b pb-4">
        {logoUrl ? <img src={logoUrl} alt={`${shopName} logo`} className="max-h-16 max-w-40 object-contain" /> : null}
        <div className="min-w-0 flex-1">
          <p className="text-2xl font-bold break-words">{shopName}</p>
          <h1 className="text-lg font-semibold">{invoiceTitle(invoice)}</h1>
        </div>
        <p className="text-lg font-semibold uppercase">{invoice.status}</p>
      </header>
      {invoice.status === "Void" && invoice.voidReason ? <p className="text-sm">Void: {invoice.voidReason}</p> : null}
      <InvoiceParties invoice={invoice} />
      <InvoiceLinesTable jobs={invoice.jobs} />
      <InvoiceTotalsList
        subtotalCents={invoice.subtotalCents}
        discountCents={invoice.discountCents}
        taxCents={invoice.taxCents}
        totalCents={invoice.totalCents}
        paid={{ amountPaidCents: invoice.amountPaidCents, balanceDueCents: invoice.balanceDueCents }}
      />
      {invoice.payments.length > 0 ? (
        <section aria-label="Payments" className="grid gap-2 break-inside-avoid">
          <h2 className="font-semibold">Payments</h2>
          <PaymentsTable payments={invoice.payments} />
        </section>
      ) : null}
    </article>
  );
}
