import { invoiceBodySchema, type VoidInvoiceInput } from "@/shared/schemas/invoices";
import { invoiceRequest, segment } from "./invoice-request";
import { useInvoiceMutation } from "./use-invoice-mutation";

/** POST /api/invoices/{id}/void (Admin and Manager): the number is kept and the invoice shows Void. */
export function useVoidInvoice(invoiceId: string) {
  return useInvoiceMutation((input: VoidInvoiceInput) =>
    invoiceRequest(`/invoices/${segment(invoiceId)}/void`, invoiceBodySchema, { method: "POST", body: input }),
  );
}
