import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AccountSessionList } from "@/shared/schemas/account-sessions";
import { apiRequest } from "@/web/lib/api-client";

/** Ending a session (here, or by a password change) invalidates this key. */
export const accountSessionsQueryKey = ["account-sessions"] as const;

export function getAccountSessions(signal?: AbortSignal): Promise<AccountSessionList> {
  return apiRequest<AccountSessionList>("/account/sessions", { signal });
}

export function accountSessionsQueryOptions() {
  return queryOptions({
    queryKey: accountSessionsQueryKey,
    queryFn: ({ signal }) => getAccountSessions(signal),
  });
}

export function useAccountSessions() {
  return useQuery(accountSessionsQueryOptions());
}
