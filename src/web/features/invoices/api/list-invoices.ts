import { infiniteQueryOptions, keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { parseResponse } from "hono/client";
import type { InvoiceStatus } from "@/shared/constants/invoices";
import type { InvoicePage } from "@/shared/schemas/invoices";
import { client } from "@/web/lib/api-client";
import { queryKeys } from "@/web/lib/query-keys";

export interface InvoiceFilters {
  /** Trimmed; empty means no search. */
  search: string;
  /** Empty means every status. */
  status: InvoiceStatus | "";
}

/** GET /api/invoices: only the filters that are set go into the address. */
export function listInvoices(filters: InvoiceFilters, cursor: string | undefined, signal?: AbortSignal): Promise<InvoicePage> {
  const query = { search: filters.search || undefined, status: filters.status || undefined, cursor };
  return parseResponse(client.invoices.$get({ query }, { init: { signal } }));
}

export function invoicesQueryOptions(filters: InvoiceFilters) {
  return infiniteQueryOptions({
    queryKey: queryKeys.invoices.list(filters),
    queryFn: ({ pageParam, signal }) => listInvoices(filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });
}

/** Newest first, a page at a time (search and status filter on the server). */
export function useInvoices(filters: InvoiceFilters) {
  // The previous rows stay while a new search loads, so the table does not blink at each pause.
  return useInfiniteQuery({ ...invoicesQueryOptions(filters), placeholderData: keepPreviousData });
}

/** How many of a vehicle's invoices its page lists, newest first. */
export const VEHICLE_INVOICES_LIMIT = 100;

/** GET /api/invoices?vin=: one vehicle's invoices, newest first. */
export function useVehicleInvoices(vin: string, { enabled }: { enabled: boolean }) {
  const wanted = vin.trim();
  return useQuery(
    queryOptions({
      queryKey: queryKeys.invoices.list({ vin: wanted }),
      queryFn: ({ signal }) =>
        parseResponse(client.invoices.$get({ query: { vin: wanted, limit: String(VEHICLE_INVOICES_LIMIT) } }, { init: { signal } })),
      enabled: enabled && wanted !== "",
    }),
  );
}
