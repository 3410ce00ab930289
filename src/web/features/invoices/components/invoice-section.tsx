import { useId } from "react";
import { Link, useNavigate } from "react-router";
import { FilePlusIcon } from "lucide-react";
import { toast } from "sonner";
import { can } from "@/shared/auth/permissions";
import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";
import { ApiError, errorMessage } from "@/web/lib/api-error";
import { useSession } from "@/web/lib/auth/use-session";
import { useCreateInvoice } from "../api/create-invoice";
import { useJobCardInvoices } from "../api/get-job-card-invoices";
import { useFormatCents } from "@/web/lib/use-format-cents";
import { InvoiceStatusBadge } from "./invoice-status-badge";

interface InvoiceSectionProps {
  jobCardId: string;
  /** The card's estimate has approved jobs to bill. */
  hasApprovedJobs: boolean;
}

/** The invoice a 409 "already has an invoice" names, to open it instead. */
function existingInvoiceId(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const id = (error.details as { invoiceId?: unknown } | undefined)?.invoiceId;
  return typeof id === "string" ? id : null;
}

/**
 * A job card's Invoice section, for those who bill: its invoices (a void one stays listed) and
 * Create Invoice while approved work waits for an open invoice. Creating opens the new draft.
 */
export function InvoiceSection({ jobCardId, hasApprovedJobs }: InvoiceSectionProps) {
  const { role } = useSession();
  if (!can(role, "invoices:manage")) return null;
  return <CardInvoices jobCardId={jobCardId} hasApprovedJobs={hasApprovedJobs} />;
}

function CardInvoices({ jobCardId, hasApprovedJobs }: InvoiceSectionProps) {
  const headingId = useId();
  const query = useJobCardInvoices(jobCardId);
  const create = useCreateInvoice(jobCardId);
  const navigate = useNavigate();
  const formatCents = useFormatCents();
  const invoices = query.data?.invoices;
  const hasOpenInvoice = invoices?.some((invoice) => invoice.status !== "Void") ?? true;

  async function createInvoice() {
    try {
      const { invoice } = await create.mutateAsync(undefined);
      toast.success("Invoice Created");
      void navigate(`/invoices/${encodeURIComponent(invoice.id)}`);
    } catch (error) {
      const existing = existingInvoiceId(error);
      if (existing) void navigate(`/invoices/${encodeURIComponent(existing)}`);
      else toast.error("Error creating invoice", { description: errorMessage(error) });
    }
  }

  return (
    <section aria-labelledby={headingId} className="grid gap-3 border-t pt-4">
      <h2 id={headingId} className="text-lg font-semibold">
        Invoice
      </h2>
      {!invoices ? (
        query.isError ? (
          <p className="text-sm text-muted-foreground">{query.error.message}</p>
        ) : (
          <Spinner aria-label="Loading invoices" />
        )
      ) : invoices.length === 0 ? (
        <p className="text-sm text-muted-foreground">{hasApprovedJobs ? "Not invoiced yet." : "Nothing approved to invoice yet."}</p>
      ) : (
        <ul className="grid gap-2">
          {invoices.map((invoice) => (
            <li key={invoice.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-md border p-2 text-sm">
              <Link to={`/invoices/${encodeURIComponent(invoice.id)}`} className="font-medium underline-offset-4 hover:underline">
                {invoice.number ?? "Draft"}
              </Link>
              <InvoiceStatusBadge status={invoice.status} />
              <span>
                <span className="text-muted-foreground">Total </span>
                <span className="tabular-nums">{formatCents(invoice.totalCents)}</span>
              </span>
              <span>
                <span className="text-muted-foreground">Balance </span>
                <span className="tabular-nums">{formatCents(invoice.balanceDueCents)}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
      {hasApprovedJobs && !hasOpenInvoice ? (
        <Button type="button" className="w-fit" disabled={create.isPending} onClick={() => void createInvoice()}>
          {create.isPending ? <Spinner aria-label="Creating invoice" /> : <FilePlusIcon aria-hidden="true" />}
          Create Invoice
        </Button>
      ) : null}
    </section>
  );
}
