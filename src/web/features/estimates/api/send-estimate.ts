import { useMutation, useQueryClient } from "@tanstack/react-query";
import { parseResponse } from "hono/client";
import { client } from "@/web/lib/api-client";
import { queryKeys } from "@/web/lib/query-keys";
import { jobCardParam } from "./job-card-param";

/** POST /api/job-cards/{id}/estimate/send: freezes the saved draft as a version and answers its link. */
export function useSendEstimate(jobCardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => parseResponse(client["job-cards"][":jobCardId"].estimate.send.$post(jobCardParam(jobCardId))),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.estimates.detail(jobCardId) }),
  });
}
