import { useMutation, useQueryClient } from "@tanstack/react-query";
import { parseResponse } from "hono/client";
import type { RecordApprovalInput } from "@/shared/schemas/estimates";
import { client } from "@/web/lib/api-client";
import { queryKeys } from "@/web/lib/query-keys";
import { jobCardParam } from "./job-card-param";

/** POST /api/job-cards/{id}/estimate/approvals: a decision given by phone or in person. */
export function useRecordApproval(jobCardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RecordApprovalInput) =>
      parseResponse(client["job-cards"][":jobCardId"].estimate.approvals.$post({ ...jobCardParam(jobCardId), json: input })),
    onSuccess: (data) => queryClient.setQueryData(queryKeys.estimates.detail(jobCardId), data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.estimates.detail(jobCardId) }),
  });
}
