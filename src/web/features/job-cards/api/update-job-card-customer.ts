import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { JobCardCustomerInput } from "@/shared/schemas/job-card-form";
import { jobCardBodySchema, jobCardSchema, type JobCard } from "@/shared/schemas/job-card-responses";
import { apiFetch } from "@/web/lib/api-client";
import { queryKeys } from "@/web/lib/query-keys";
import { staleRecord } from "@/web/lib/stale-record";

/**
 * PATCH /api/job-cards/{jobCardId}/customer: the customer the card, its estimate and its draft
 * invoice are for (null: none), with the `updatedAt` the user saw (409 when stale).
 */
export async function updateJobCardCustomer({ jobCardId, input }: { jobCardId: string; input: JobCardCustomerInput }): Promise<{ jobCard: JobCard }> {
  const response = await apiFetch(`/api/job-cards/${encodeURIComponent(jobCardId)}/customer`, {
    method: "PATCH",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(input),
  });
  return jobCardBodySchema.parse(await response.json());
}

export function useUpdateJobCardCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateJobCardCustomer,
    onSuccess: ({ jobCard }) => queryClient.setQueryData(queryKeys["job-cards"].detail(jobCard.id), { jobCard }),
    // A 409 carries the card as stored now: the page shows the other person's change at once.
    onError: (error) => {
      const current = staleRecord(error, jobCardSchema);
      if (current) queryClient.setQueryData(queryKeys["job-cards"].detail(current.id), { jobCard: current });
    },
    // The lists, and the draft invoice that follows the card's customer, show the change too.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys["job-cards"].all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.invoices.all });
    },
  });
}
