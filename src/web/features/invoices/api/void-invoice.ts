import { parseResponse } from "hono/client";
import type { VoidInvoiceInput } from "@/shared/schemas/invoices";
import { client } from "@/web/lib/api-client";
import { invoiceParam } from "./invoice-param";
import { useInvoiceMutation } from "./use-invoice-mutation";

/** POST /api/invoices/{id}/void (Admin and Manager): the number is kept and the invoice shows Void. */
export function useVoidInvoice(invoiceId: string) {
  return useInvoiceMutation((input: VoidInvoiceInput) =>
    parseResponse(client.invoices[":invoiceId"].void.$post({ ...invoiceParam(invoiceId), json: input })),
  );
}
