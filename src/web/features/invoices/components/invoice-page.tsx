import { useState, type ReactNode } from "react";
import { Link } from "react-router";
import { ArrowLeftIcon } from "lucide-react";
import { can } from "@/shared/auth/permissions";
import type { Invoice } from "@/shared/schemas/invoices";
import { PageHeader } from "@/web/components/layout/page-header";
import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";
import { useSession } from "@/web/lib/auth/use-session";
import { useInvoice } from "../api/get-invoice";
import type { AboveAuthorised } from "../utils/above-authorised";
import { invoiceTitle } from "../utils/invoice-title";
import { AboveAuthorisedAlert } from "./above-authorised-alert";
import { FinalizedInvoice } from "./finalized-invoice";
import { InvoiceDraftEditor } from "./invoice-draft-editor";
import { InvoiceParties } from "./invoice-parties";
import { InvoiceStatusBadge } from "./invoice-status-badge";
import { AlertMessage } from "@/web/components/ui/alert-message";

/**
 * One invoice: a draft to edit and finalize, or a finalized one to print, mail and take payments
 * on; a void one shows Void and its reason. An "invoices" change event refetches it. `customer`
 * (from app) shows the invoice's customer: a feature does not import another.
 */
export function InvoicePage({ invoiceId, customer }: { invoiceId: string; customer?: (invoice: Invoice) => ReactNode }) {
  const query = useInvoice(invoiceId);
  const invoice = query.data?.invoice;
  return (
    <div className="grid gap-2">
      <Button asChild variant="ghost" size="sm" className="w-fit">
        <Link to="/invoices">
          <ArrowLeftIcon aria-hidden="true" />
          Back to Invoices
        </Link>
      </Button>
      {invoice ? (
        <LoadedInvoice invoice={invoice} customer={customer} />
      ) : query.isError ? <AlertMessage>{query.error.message}</AlertMessage> : (
        <Spinner aria-label="Loading invoice" className="size-6" />
      )}
    </div>
  );
}

function LoadedInvoice({ invoice, customer }: { invoice: Invoice; customer?: (invoice: Invoice) => ReactNode }) {
  const { role } = useSession();
  const [refusal, setRefusal] = useState<AboveAuthorised | null>(null);
  const isDraft = invoice.status === "Draft";
  return (
    <>
      <PageHeader title={invoiceTitle(invoice)} actions={<InvoiceStatusBadge status={invoice.status} />} />
      <div className="grid gap-6">
        {invoice.status === "Void" ? (
          <p role="note" className="rounded-md border border-destructive/50 bg-destructive/5 p-3 text-sm">
            <span className="font-semibold">Void</span>
            {invoice.voidReason ? `: ${invoice.voidReason}` : null}
          </p>
        ) : null}
        <InvoiceParties invoice={invoice} customer={customer?.(invoice)} />
        {isDraft && refusal ? <AboveAuthorisedAlert refusal={refusal} /> : null}
        {isDraft ? (
          <InvoiceDraftEditor key={invoice.rowVersion} invoice={invoice} onRefused={setRefusal} />
        ) : (
          <FinalizedInvoice invoice={invoice} canVoid={can(role, "invoices:void")} />
        )}
      </div>
    </>
  );
}
