import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { JobCardStatusInput } from "@/shared/schemas/job-card-form";
import { parseResponse } from "hono/client";
import { jobCardSchema, type JobCard } from "@/shared/schemas/job-card-responses";
import { client } from "@/web/lib/api-client";
import { staleRecord } from "@/web/lib/stale-record";
import { queryKeys } from "@/web/lib/query-keys";

export interface UpdateJobCardStatusVariables {
  jobCardId: string;
  /** `updatedAt` is what the user saw; the server answers 409 when the card changed since. */
  input: JobCardStatusInput;
}

export function updateJobCardStatus({ jobCardId, input }: UpdateJobCardStatusVariables): Promise<{ jobCard: JobCard }> {
  return parseResponse(client["job-cards"][":jobCardId"].status.$patch({ param: { jobCardId: encodeURIComponent(jobCardId) }, json: input }));
}

export function useUpdateJobCardStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateJobCardStatus,
    onSuccess: (data) => queryClient.setQueryData(queryKeys["job-cards"].detail(data.jobCard.id), data),
    // A 409 carries the card as stored now: the card on screen shows the other person's change at once.
    onError: (error) => {
      const current = staleRecord(error, jobCardSchema);
      if (current) queryClient.setQueryData(queryKeys["job-cards"].detail(current.id), { jobCard: current });
    },
    // Settled, not only success: the lists show the change too (and the card, had the 409 carried none).
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys["job-cards"].all }),
  });
}
