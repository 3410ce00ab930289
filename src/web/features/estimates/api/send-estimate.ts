import { useMutation, useQueryClient } from "@tanstack/react-query";
import { estimateSentSchema } from "@/shared/schemas/estimates";
import { queryKeys } from "@/web/lib/query-keys";
import { schemaRequest } from "@/web/lib/schema-request";
import { estimatePath } from "./estimate-path";

/** POST /api/job-cards/{id}/estimate/send: freezes the saved draft as a version and answers its link. */
export function useSendEstimate(jobCardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => schemaRequest(estimatePath(jobCardId, "/send"), estimateSentSchema, { method: "POST" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.estimates.detail(jobCardId) }),
  });
}
