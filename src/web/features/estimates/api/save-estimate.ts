import { useMutation, useQueryClient } from "@tanstack/react-query";
import { parseResponse } from "hono/client";
import { estimateSchema, type EstimateDraftInput } from "@/shared/schemas/estimates";
import { client } from "@/web/lib/api-client";
import { queryKeys } from "@/web/lib/query-keys";
import { staleRecord } from "@/web/lib/stale-record";
import { jobCardParam } from "./job-card-param";

export interface SaveEstimateVariables {
  jobCardId: string;
  /** With the rowVersion the user saw; the server answers 409 when the estimate changed since. */
  input: EstimateDraftInput;
}

export function saveEstimate({ jobCardId, input }: SaveEstimateVariables) {
  return parseResponse(client["job-cards"][":jobCardId"].estimate.$put({ ...jobCardParam(jobCardId), json: input }));
}

export function useSaveEstimate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEstimate,
    onSuccess: (data) => queryClient.setQueryData(queryKeys.estimates.detail(data.estimate.jobCardId), data),
    // A 409 carries the estimate as stored now: the screen shows the other person's change at once.
    onError: (error) => {
      const current = staleRecord(error, estimateSchema);
      if (current) queryClient.setQueryData(queryKeys.estimates.detail(current.jobCardId), { estimate: current });
    },
    onSettled: (_data, _error, variables) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.estimates.detail(variables.jobCardId) }),
  });
}
