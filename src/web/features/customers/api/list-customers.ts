import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { parseResponse } from "hono/client";
import type { CustomerPage } from "@/shared/schemas/customers";
import { client } from "@/web/lib/api-client";
import { queryKeys } from "@/web/lib/query-keys";

/** GET /api/customers: newest first, or the best matches of `search` (empty: no search); `limit` rows, the server's page when left out. */
export function listCustomers(search: string, cursor: string | undefined, signal?: AbortSignal, limit?: number): Promise<CustomerPage> {
  const query = { limit: limit === undefined ? undefined : String(limit), search: search || undefined, cursor: cursor || undefined };
  return parseResponse(client.customers.$get({ query }, { init: { signal } }));
}

export function customersQueryOptions(search: string) {
  return infiniteQueryOptions({
    queryKey: queryKeys.customers.list({ search }),
    queryFn: ({ pageParam, signal }) => listCustomers(search, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });
}

/** The customers a page at a time; the previous rows stay while a new search loads. */
export function useCustomers(search: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...customersQueryOptions(search), placeholderData: keepPreviousData, enabled });
}
