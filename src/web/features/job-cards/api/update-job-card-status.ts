import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { JobCardStatusInput } from "@/shared/schemas/job-card-form";
import { parseResponse } from "hono/client";
import { jobCardSchema, type JobCard } from "@/shared/schemas/job-card-responses";
import { client } from "@/web/lib/api-client";
import { ApiError } from "@/web/lib/api-error";
import { jobCardOutbox } from "@/web/lib/job-card-actions/job-card-outbox-instance";
import { staleRecord } from "@/web/lib/stale-record";
import { queryKeys } from "@/web/lib/query-keys";

export interface UpdateJobCardStatusVariables {
  jobCardId: string;
  /** `updatedAt` is what the user saw; the server answers 409 when the card changed since. */
  input: JobCardStatusInput;
}

/** The server's answer, or `queued` when it could not be reached and the change waits on the device. */
export type UpdateJobCardStatusResult = { jobCard: JobCard; queued?: false } | { queued: true };

export function updateJobCardStatus({ jobCardId, input }: UpdateJobCardStatusVariables): Promise<{ jobCard: JobCard }> {
  return parseResponse(client["job-cards"][":jobCardId"].status.$patch({ param: { jobCardId: encodeURIComponent(jobCardId) }, json: input }));
}

/**
 * Sends the change at once; when the server cannot be reached it is queued on the device with the
 * version the person saw and pushed when the connection returns, where the server judges it as
 * it would have now (a stale one is refused with the same 409 message, shown then).
 */
async function updateOrQueue(variables: UpdateJobCardStatusVariables): Promise<UpdateJobCardStatusResult> {
  try {
    return await updateJobCardStatus(variables);
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 0)) throw error;
    const { jobCardId, input } = variables;
    await jobCardOutbox.queue({ name: "jobCard.setStatus", jobCardId, status: input.status, updatedAt: input.updatedAt });
    return { queued: true };
  }
}

export function useUpdateJobCardStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrQueue,
    // Run without a connection too (TanStack would pause it): that is when the change is queued.
    networkMode: "always",
    // A queued change shows on the card at once; the server's answer replaces it when it comes.
    onSuccess: (data, { jobCardId, input }) => {
      if (!data.queued) return queryClient.setQueryData(queryKeys["job-cards"].detail(data.jobCard.id), { jobCard: data.jobCard });
      queryClient.setQueryData<{ jobCard: JobCard }>(queryKeys["job-cards"].detail(jobCardId), (current) =>
        current ? { jobCard: { ...current.jobCard, status: input.status } } : current,
      );
    },
    // A 409 carries the card as stored now: the card on screen shows the other person's change at once.
    onError: (error) => {
      const current = staleRecord(error, jobCardSchema);
      if (current) queryClient.setQueryData(queryKeys["job-cards"].detail(current.id), { jobCard: current });
    },
    // Settled, not only success: the lists show the change too (and the card, had the 409 carried none).
    // A queued change leaves the lists alone: with no connection a refetch would only fail. The
    // refresh is not awaited: a dropped connection pauses it and would hold the control until it returns.
    onSettled: (data) => {
      if (!data?.queued) void queryClient.invalidateQueries({ queryKey: queryKeys["job-cards"].all });
    },
  });
}
