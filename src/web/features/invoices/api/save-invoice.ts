import { useQueryClient } from "@tanstack/react-query";
import { parseResponse } from "hono/client";
import { invoiceSchema, type InvoiceDraftInput } from "@/shared/schemas/invoices";
import { client } from "@/web/lib/api-client";
import { queryKeys } from "@/web/lib/query-keys";
import { staleRecord } from "@/web/lib/stale-record";
import { invoiceParam } from "./invoice-param";
import { useInvoiceMutation } from "./use-invoice-mutation";

/** PUT /api/invoices/{id} (Save Draft), with the rowVersion the user saw; a changed draft is a 409. */
export function useSaveInvoice(invoiceId: string) {
  const queryClient = useQueryClient();
  return useInvoiceMutation(async (input: InvoiceDraftInput) => {
    try {
      return await parseResponse(client.invoices[":invoiceId"].$put({ ...invoiceParam(invoiceId), json: input }));
    } catch (error) {
      // A 409 for a stale draft carries the invoice as stored now: the screen shows it at once.
      const current = staleRecord(error, invoiceSchema);
      if (current) queryClient.setQueryData(queryKeys.invoices.detail(current.id), { invoice: current });
      throw error;
    }
  });
}
