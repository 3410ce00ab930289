import { parseResponse } from "hono/client";
import type { PaymentInput } from "@/shared/schemas/invoices";
import { client } from "@/web/lib/api-client";
import { invoiceParam } from "./invoice-param";
import { useInvoiceMutation } from "./use-invoice-mutation";

/** POST /api/invoices/{id}/payments (Record Payment): at most the balance due. */
export function useRecordPayment(invoiceId: string) {
  return useInvoiceMutation((input: PaymentInput) =>
    parseResponse(client.invoices[":invoiceId"].payments.$post({ ...invoiceParam(invoiceId), json: input })),
  );
}
