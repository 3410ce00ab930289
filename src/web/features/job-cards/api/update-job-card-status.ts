import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { JobCardStatusInput } from "@/shared/schemas/job-card-form";
import type { JobCard } from "@/shared/schemas/work-responses";
import { apiRequest } from "@/web/lib/api-client";
import { jobCardQueryKey } from "./get-job-card";
import { jobCardsQueryKey } from "./job-cards-query-key";

export interface UpdateJobCardStatusVariables {
  jobCardId: string;
  /** `updatedAt` is what the user saw; the server answers 409 when the card changed since. */
  input: JobCardStatusInput;
}

export function updateJobCardStatus({ jobCardId, input }: UpdateJobCardStatusVariables): Promise<{ jobCard: JobCard }> {
  return apiRequest<{ jobCard: JobCard }>(`/job-cards/${encodeURIComponent(jobCardId)}/status`, {
    method: "PATCH",
    body: input,
  });
}

export function useUpdateJobCardStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateJobCardStatus,
    onSuccess: (data) => queryClient.setQueryData(jobCardQueryKey(data.jobCard.id), data),
    // Settled, not only success: after a 409 the card on screen must show the other person's change.
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobCardsQueryKey }),
  });
}
