import { useMutation, useQueryClient } from "@tanstack/react-query";
import { parseResponse } from "hono/client";
import type { JobCardPromisedInput } from "@/shared/schemas/job-card-form";
import { jobCardSchema, type JobCard } from "@/shared/schemas/job-card-responses";
import { client } from "@/web/lib/api-client";
import { queryKeys } from "@/web/lib/query-keys";
import { staleRecord } from "@/web/lib/stale-record";

export interface UpdateJobCardPromisedVariables {
  jobCardId: string;
  /** `promisedAt` as an ISO UTC timestamp, or null to clear it; `updatedAt` is what the user saw (409 when stale). */
  input: JobCardPromisedInput;
}

export function updateJobCardPromised({ jobCardId, input }: UpdateJobCardPromisedVariables): Promise<{ jobCard: JobCard }> {
  return parseResponse(client["job-cards"][":jobCardId"].promised.$patch({ param: { jobCardId: encodeURIComponent(jobCardId) }, json: input }));
}

export function useUpdateJobCardPromised() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateJobCardPromised,
    onSuccess: ({ jobCard }) => queryClient.setQueryData(queryKeys["job-cards"].detail(jobCard.id), { jobCard }),
    // A 409 carries the card as stored now: the page shows the other person's change at once.
    onError: (error) => {
      const current = staleRecord(error, jobCardSchema);
      if (current) queryClient.setQueryData(queryKeys["job-cards"].detail(current.id), { jobCard: current });
    },
    // The lists show the change too; not awaited, so the dialog answers as soon as the server does.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: queryKeys["job-cards"].all }),
  });
}
