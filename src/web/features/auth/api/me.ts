import { queryOptions } from "@tanstack/react-query";
import type { Me } from "@/shared/schemas/account-responses";
import { apiRequest } from "@/web/lib/api-client";

/** SPEC.md 9: the session is checked every 30 s, so an ended one is noticed within that. */
export const SESSION_CHECK_INTERVAL_MS = 30_000;

export const meQueryKey = ["me"] as const;

/** The signed-in user's profile, or null without a session (GET /api/auth/me answers 200 either way). */
export const meQueryOptions = queryOptions({
  queryKey: meQueryKey,
  queryFn: async ({ signal }): Promise<Me | null> => {
    const { profile } = await apiRequest<{ profile: Me["profile"] | null }>("/auth/me", { signal });
    return profile ? { profile } : null;
  },
  staleTime: SESSION_CHECK_INTERVAL_MS,
  refetchInterval: SESSION_CHECK_INTERVAL_MS,
  retry: false,
});
