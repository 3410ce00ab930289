import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Invoice } from "@/shared/schemas/invoices";
import { queryKeys } from "@/web/lib/query-keys";

/**
 * A change to one invoice that answers the invoice as it now stands: the open page shows the
 * answer at once, and every invoice query (lists, a card's invoices) and the job cards, whose
 * status finalize and void change, are fetched afresh.
 */
export function useInvoiceMutation<Variables>(mutationFn: (variables: Variables) => Promise<{ invoice: Invoice }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (data) => queryClient.setQueryData(queryKeys.invoices.detail(data.invoice.id), data),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.invoices.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys["job-cards"].all }),
      ]),
  });
}
