import { Link } from "react-router";
import { BanIcon, BanknoteIcon, MailIcon, PrinterIcon } from "lucide-react";
import { toast } from "sonner";
import type { Invoice } from "@/shared/schemas/invoices";
import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";
import { errorMessage } from "@/web/lib/api-error";
import { useEmailInvoice } from "../api/email-invoice";

interface InvoiceActionsProps {
  invoice: Invoice;
  canVoid: boolean;
  onRecordPayment: () => void;
  onVoid: () => void;
}

/**
 * A finalized or void invoice's buttons: Print Invoice always; Email Invoice when the customer
 * has an e-mail address and mail is configured; Record Payment while something is owed; Void
 * Invoice for those allowed. A void invoice takes no payment and is not voided again.
 */
export function InvoiceActions({ invoice, canVoid, onRecordPayment, onVoid }: InvoiceActionsProps) {
  const email = useEmailInvoice(invoice.id);
  const open = invoice.status !== "Void";

  async function sendEmail() {
    try {
      const { emailedTo } = await email.mutateAsync();
      toast.success("Invoice Emailed", { description: `Invoice ${invoice.number ?? ""} was sent to ${emailedTo}.` });
    } catch (error) {
      toast.error("Error emailing invoice", { description: errorMessage(error) });
    }
  }

  return (
    <div className="flex flex-wrap gap-2 print:hidden">
      <Button asChild variant="outline">
        <Link to={`/invoices/${encodeURIComponent(invoice.id)}/print`} target="_blank" rel="noopener">
          <PrinterIcon aria-hidden="true" />
          Print Invoice
        </Link>
      </Button>
      {open && invoice.canEmail ? (
        <Button type="button" variant="outline" disabled={email.isPending} onClick={() => void sendEmail()}>
          {email.isPending ? <Spinner aria-label="Sending invoice" /> : <MailIcon aria-hidden="true" />}
          Email Invoice
        </Button>
      ) : null}
      {open && invoice.balanceDueCents > 0 ? (
        <Button type="button" onClick={onRecordPayment}>
          <BanknoteIcon aria-hidden="true" />
          Record Payment
        </Button>
      ) : null}
      {open && canVoid ? (
        <Button type="button" variant="outline" className="text-destructive" onClick={onVoid}>
          <BanIcon aria-hidden="true" />
          Void Invoice
        </Button>
      ) : null}
    </div>
  );
}
