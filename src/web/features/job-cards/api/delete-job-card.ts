import { useMutation, useQueryClient } from "@tanstack/react-query";
import { client } from "@/web/lib/api-client";
import { queryKeys } from "@/web/lib/query-keys";

export async function deleteJobCard(jobCardId: string): Promise<void> {
  await client["job-cards"][":jobCardId"].$delete({ param: { jobCardId: encodeURIComponent(jobCardId) } });
}

export function useDeleteJobCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteJobCard,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys["job-cards"].all }),
  });
}
