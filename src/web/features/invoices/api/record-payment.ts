import { invoiceBodySchema, type PaymentInput } from "@/shared/schemas/invoices";
import { invoiceRequest, segment } from "./invoice-request";
import { useInvoiceMutation } from "./use-invoice-mutation";

/** POST /api/invoices/{id}/payments (Record Payment): at most the balance due. */
export function useRecordPayment(invoiceId: string) {
  return useInvoiceMutation((input: PaymentInput) =>
    invoiceRequest(`/invoices/${segment(invoiceId)}/payments`, invoiceBodySchema, { method: "POST", body: input }),
  );
}
