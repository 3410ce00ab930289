import { useMutation, useQueryClient } from "@tanstack/react-query";
import { client } from "@/web/lib/api-client";
import { queryKeys } from "@/web/lib/query-keys";
import { invoiceParam } from "./invoice-param";

/** DELETE /api/invoices/{id} (Delete Draft): only a draft is deleted; a finalized one is voided. */
export function useDeleteInvoice(invoiceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // apiFetch throws on an error answer; a 204 has no body to read.
    mutationFn: async () => {
      await client.invoices[":invoiceId"].$delete(invoiceParam(invoiceId));
    },
    onSuccess: () => queryClient.removeQueries({ queryKey: queryKeys.invoices.detail(invoiceId) }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.invoices.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys["job-cards"].all }),
      ]),
  });
}
