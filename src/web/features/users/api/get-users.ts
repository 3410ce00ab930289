import { queryOptions, useQuery } from "@tanstack/react-query";
import type { UserList } from "@/shared/schemas/account-responses";
import { apiRequest } from "@/web/lib/api-client";
import { queryKeys } from "@/web/lib/query-keys";

export function getUsers(signal?: AbortSignal): Promise<UserList> {
  return apiRequest<UserList>("/users", { signal });
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
