import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { JobCardCreateValues } from "@/shared/schemas/job-card-form";
import { parseResponse } from "hono/client";
import type { JobCard } from "@/shared/schemas/job-card-responses";
import { client } from "@/web/lib/api-client";
import { queryKeys } from "@/web/lib/query-keys";

export function createJobCard(input: JobCardCreateValues): Promise<{ jobCard: JobCard }> {
  return parseResponse(client["job-cards"].$post({ json: input }));
}

export function useCreateJobCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJobCard,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys["job-cards"].all }),
  });
}
