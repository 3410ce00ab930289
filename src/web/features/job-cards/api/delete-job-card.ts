import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/web/lib/api-client";
import { queryKeys } from "@/web/lib/query-keys";

export function deleteJobCard(jobCardId: string): Promise<void> {
  return apiRequest<void>(`/job-cards/${encodeURIComponent(jobCardId)}`, { method: "DELETE" });
}

export function useDeleteJobCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteJobCard,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys["job-cards"].all }),
  });
}
