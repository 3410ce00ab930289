import { queryOptions, useQuery } from "@tanstack/react-query";
import type { UserList } from "@/shared/schemas/account-responses";
import { parseResponse } from "hono/client";
import { client } from "@/web/lib/api-client";
import { queryKeys } from "@/web/lib/query-keys";

export function getUsers(signal?: AbortSignal): Promise<UserList> {
  return parseResponse(client.users.$get(undefined, { init: { signal } }));
}

export function usersQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.users,
    queryFn: ({ signal }) => getUsers(signal),
  });
}

export function useUsers() {
  return useQuery(usersQueryOptions());
}
