import { useId, useState } from "react";
import { toast } from "sonner";
import type { Invoice, Payment } from "@/shared/schemas/invoices";
import { errorMessage } from "@/web/lib/api-error";
import { useReversePayment } from "../api/reverse-payment";
import { useVoidInvoice } from "../api/void-invoice";
import { useFormatCents } from "@/web/lib/use-format-cents";
import { InvoiceActions } from "./invoice-actions";
import { InvoiceLinesTable } from "./invoice-lines-table";
import { InvoiceTotalsList } from "./invoice-totals-list";
import { PaymentsTable } from "./payments-table";
import { ReasonDialog } from "./reason-dialog";
import { RecordPaymentDialog } from "./record-payment-dialog";

/** Runs a change and says how it went; true when it was made. */
async function attempt(run: () => Promise<unknown>, done: string, failed: string): Promise<boolean> {
  try {
    await run();
    toast.success(done);
    return true;
  } catch (error) {
    toast.error(failed, { description: errorMessage(error) });
    return false;
  }
}

/**
 * A finalized or void invoice as it was frozen: its lines and totals, what was paid and what is
 * owed, the payments, and the actions on it (payments, reversal and void with their dialogs).
 */
export function FinalizedInvoice({ invoice, canVoid }: { invoice: Invoice; canVoid: boolean }) {
  const formatCents = useFormatCents();
  const paymentsHeadingId = useId();
  const [paying, setPaying] = useState(false);
  const [voiding, setVoiding] = useState(false);
  const [reversing, setReversing] = useState<Payment | null>(null);
  const voidInvoice = useVoidInvoice(invoice.id);
  const reverse = useReversePayment(invoice.id);
  const isVoid = invoice.status === "Void";

  return (
    <div className="grid gap-6">
      <InvoiceLinesTable jobs={invoice.jobs} />
      <InvoiceTotalsList
        subtotalCents={invoice.subtotalCents}
        discountCents={invoice.discountCents}
        taxCents={invoice.taxCents}
        totalCents={invoice.totalCents}
        paid={{ amountPaidCents: invoice.amountPaidCents, balanceDueCents: invoice.balanceDueCents }}
      />
      <InvoiceActions invoice={invoice} canVoid={canVoid} onRecordPayment={() => setPaying(true)} onVoid={() => setVoiding(true)} />
      <section aria-labelledby={paymentsHeadingId} className="grid gap-3">
        <h2 id={paymentsHeadingId} className="text-lg font-semibold">
          Payments
        </h2>
        <PaymentsTable payments={invoice.payments} onReverse={canVoid && !isVoid ? setReversing : undefined} />
      </section>
      {paying ? <RecordPaymentDialog invoice={invoice} open onOpenChange={setPaying} /> : null}
      {voiding ? (
        <ReasonDialog
          open
          onOpenChange={setVoiding}
          title="Void Invoice"
          description={`Invoice ${invoice.number ?? ""} keeps its number and shows Void. The job card can be invoiced again.`}
          confirmLabel="Void Invoice"
          pending={voidInvoice.isPending}
          onConfirm={(reason) => attempt(() => voidInvoice.mutateAsync({ reason }), "Invoice Voided", "Error voiding invoice")}
        />
      ) : null}
      {reversing ? (
        <ReasonDialog
          open
          onOpenChange={(open) => (open ? undefined : setReversing(null))}
          title="Reverse Payment"
          description={`The payment of ${formatCents(reversing.amountCents)} on ${reversing.paidOn} stays listed, marked Reversed, and its amount is owed again.`}
          confirmLabel="Reverse Payment"
          pending={reverse.isPending}
          onConfirm={(reason) => attempt(() => reverse.mutateAsync({ paymentId: reversing.id, input: { reason } }), "Payment Reversed", "Error reversing payment")}
        />
      ) : null}
    </div>
  );
}
