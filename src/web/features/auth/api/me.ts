import { queryOptions } from "@tanstack/react-query";
import type { Me } from "@/shared/schemas/account-responses";
import { apiRequest } from "@/web/lib/api-client";
import { ApiError } from "@/web/lib/api-error";

/** SPEC.md 9: the session is checked every 30 s, so an ended one is noticed within that. */
export const SESSION_CHECK_INTERVAL_MS = 30_000;

export const meQueryKey = ["me"] as const;

/** The signed-in user's profile, or null without a session. */
export const meQueryOptions = queryOptions({
  queryKey: meQueryKey,
  queryFn: async ({ signal }): Promise<Me | null> => {
    try {
      return await apiRequest<Me>("/me", { signal });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  },
  staleTime: SESSION_CHECK_INTERVAL_MS,
  refetchInterval: SESSION_CHECK_INTERVAL_MS,
  retry: false,
});
