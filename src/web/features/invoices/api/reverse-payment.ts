import { parseResponse } from "hono/client";
import type { ReversePaymentInput } from "@/shared/schemas/invoices";
import { client } from "@/web/lib/api-client";
import { useInvoiceMutation } from "./use-invoice-mutation";

export interface ReversePaymentVariables {
  paymentId: string;
  input: ReversePaymentInput;
}

/** POST /api/invoices/{id}/payments/{paymentId}/reverse (Admin and Manager): the payment stays listed, marked Reversed. */
export function useReversePayment(invoiceId: string) {
  return useInvoiceMutation(({ paymentId, input }: ReversePaymentVariables) =>
    parseResponse(
      client.invoices[":invoiceId"].payments[":paymentId"].reverse.$post({
        param: { invoiceId: encodeURIComponent(invoiceId), paymentId: encodeURIComponent(paymentId) },
        json: input,
      }),
    ),
  );
}
