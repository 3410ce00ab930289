import { invoiceBodySchema, type ReversePaymentInput } from "@/shared/schemas/invoices";
import { invoiceRequest, segment } from "./invoice-request";
import { useInvoiceMutation } from "./use-invoice-mutation";

export interface ReversePaymentVariables {
  paymentId: string;
  input: ReversePaymentInput;
}

/** POST /api/invoices/{id}/payments/{paymentId}/reverse (Admin and Manager): the payment stays listed, marked Reversed. */
export function useReversePayment(invoiceId: string) {
  return useInvoiceMutation(({ paymentId, input }: ReversePaymentVariables) =>
    invoiceRequest(`/invoices/${segment(invoiceId)}/payments/${segment(paymentId)}/reverse`, invoiceBodySchema, { method: "POST", body: input }),
  );
}
