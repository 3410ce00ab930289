import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { customerPageSchema, type CustomerPage } from "@/shared/schemas/customers";
import { queryKeys } from "@/web/lib/query-keys";
import { customerRequest } from "./customer-request";

/** GET /api/customers: newest first, or the best matches of `search` (empty: no search); `limit` rows, the server's page when left out. */
export function listCustomers(search: string, cursor: string | undefined, signal?: AbortSignal, limit?: number): Promise<CustomerPage> {
  const query = new URLSearchParams();
  if (limit !== undefined) query.set("limit", String(limit));
  if (search) query.set("search", search);
  if (cursor) query.set("cursor", cursor);
  const text = query.toString();
  const suffix = text ? `?${text}` : "";
  return customerRequest(`/api/customers${suffix}`, customerPageSchema, { signal });
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
