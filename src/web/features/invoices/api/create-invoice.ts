import { parseResponse } from "hono/client";
import { client } from "@/web/lib/api-client";
import { useInvoiceMutation } from "./use-invoice-mutation";

/** POST /api/job-cards/{id}/invoice (Create Invoice): a draft of the estimate's approved jobs. */
export function useCreateInvoice(jobCardId: string) {
  return useInvoiceMutation(() =>
    parseResponse(client["job-cards"][":jobCardId"].invoice.$post({ param: { jobCardId: encodeURIComponent(jobCardId) } })),
  );
}
