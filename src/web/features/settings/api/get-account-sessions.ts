import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AccountSessionList } from "@/shared/schemas/account-sessions";
import { apiRequest } from "@/web/lib/api-client";
import { queryKeys } from "@/web/lib/query-keys";

export function getAccountSessions(signal?: AbortSignal): Promise<AccountSessionList> {
  return apiRequest<AccountSessionList>("/account/sessions", { signal });
}

export function accountSessionsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.accountSessions,
    queryFn: ({ signal }) => getAccountSessions(signal),
  });
}

export function useAccountSessions() {
  return useQuery(accountSessionsQueryOptions());
}
