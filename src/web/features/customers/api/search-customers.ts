import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { listCustomers } from "./list-customers";

/** A picker shows this many matches: enough to choose from on a phone, few enough to read. */
export const PICKER_RESULTS = 8;

/** Under "customers", so whatever makes the customers stale refreshes the picker's matches too. */
export function customerSearchQueryOptions(search: string) {
  return queryOptions({
    queryKey: ["customers", "picker", search] as const,
    queryFn: ({ signal }) => listCustomers(search, undefined, signal, PICKER_RESULTS),
  });
}

/** The picker's matches; the previous ones stay while the next search loads, so the list does not blink. */
export function useCustomerSearch(search: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...customerSearchQueryOptions(search), enabled, placeholderData: keepPreviousData });
}
