import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { JobCardCreateValues } from "@/shared/schemas/job-card-form";
import type { JobCard } from "@/shared/schemas/job-card-responses";
import { apiRequest } from "@/web/lib/api-client";
import { queryKeys } from "@/web/lib/query-keys";

export function createJobCard(input: JobCardCreateValues): Promise<{ jobCard: JobCard }> {
  return apiRequest<{ jobCard: JobCard }>("/job-cards", { method: "POST", body: input });
}

export function useCreateJobCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJobCard,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys["job-cards"].all }),
  });
}
