import { parseResponse } from "hono/client";
import type { FinalizeInvoiceInput } from "@/shared/schemas/invoices";
import { client } from "@/web/lib/api-client";
import { invoiceParam } from "./invoice-param";
import { useInvoiceMutation } from "./use-invoice-mutation";

/** POST /api/invoices/{id}/finalize: the number is taken and the invoice frozen. */
export function useFinalizeInvoice(invoiceId: string) {
  return useInvoiceMutation((input: FinalizeInvoiceInput) =>
    parseResponse(client.invoices[":invoiceId"].finalize.$post({ ...invoiceParam(invoiceId), json: input })),
  );
}
