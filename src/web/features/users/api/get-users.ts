import { queryOptions, useQuery } from "@tanstack/react-query";
import type { UserList } from "@/shared/schemas/account-responses";
import { apiRequest } from "@/web/lib/api-client";

/** Every mutation of a user invalidates this key, so the table shows what the server holds. */
export const usersQueryKey = ["users"] as const;

export function getUsers(signal?: AbortSignal): Promise<UserList> {
  return apiRequest<UserList>("/users", { signal });
}

export function usersQueryOptions() {
  return queryOptions({
    queryKey: usersQueryKey,
    queryFn: ({ signal }) => getUsers(signal),
  });
}

export function useUsers() {
  return useQuery(usersQueryOptions());
}
