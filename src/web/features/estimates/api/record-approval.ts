import { useMutation, useQueryClient } from "@tanstack/react-query";
import { estimateBodySchema, type RecordApprovalInput } from "@/shared/schemas/estimates";
import { queryKeys } from "@/web/lib/query-keys";
import { schemaRequest } from "@/web/lib/schema-request";
import { estimatePath } from "./estimate-path";

/** POST /api/job-cards/{id}/estimate/approvals: a decision given by phone or in person. */
export function useRecordApproval(jobCardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RecordApprovalInput) =>
      schemaRequest(estimatePath(jobCardId, "/approvals"), estimateBodySchema, { method: "POST", body: input }),
    onSuccess: (data) => queryClient.setQueryData(queryKeys.estimates.detail(jobCardId), data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.estimates.detail(jobCardId) }),
  });
}
