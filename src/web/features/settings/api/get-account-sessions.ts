import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AccountSessionList } from "@/shared/schemas/account-sessions";
import { parseResponse } from "hono/client";
import { client } from "@/web/lib/api-client";
import { queryKeys } from "@/web/lib/query-keys";

export function getAccountSessions(signal?: AbortSignal): Promise<AccountSessionList> {
  return parseResponse(client.account.sessions.$get(undefined, { init: { signal } }));
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
