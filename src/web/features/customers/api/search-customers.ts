import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { customerPageSchema, type CustomerPage } from "@/shared/schemas/customers";
import { apiFetch } from "@/web/lib/api-client";

/** A picker shows this many matches: enough to choose from on a phone, few enough to read. */
export const PICKER_RESULTS = 8;

/** GET /api/customers?search=: the best matches of `search` (empty: the newest customers). */
export async function searchCustomers(search: string, signal?: AbortSignal): Promise<CustomerPage> {
  const query = new URLSearchParams({ limit: String(PICKER_RESULTS) });
  if (search) query.set("search", search);
  const response = await apiFetch(`/api/customers?${query.toString()}`, { signal });
  return customerPageSchema.parse(await response.json());
}

/** Under "customers", so whatever makes the customers stale refreshes the picker's matches too. */
export function customerSearchQueryOptions(search: string) {
  return queryOptions({
    queryKey: ["customers", "picker", search] as const,
    queryFn: ({ signal }) => searchCustomers(search, signal),
  });
}

/** The picker's matches; the previous ones stay while the next search loads, so the list does not blink. */
export function useCustomerSearch(search: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...customerSearchQueryOptions(search), enabled, placeholderData: keepPreviousData });
}
