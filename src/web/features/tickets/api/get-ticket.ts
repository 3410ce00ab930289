import { queryOptions } from "@tanstack/react-query";
import { parseResponse } from "hono/client";
import type { ServiceTicket } from "@/shared/schemas/ticket-responses";
import { client } from "@/web/lib/api-client";
import { queryKeys } from "@/web/lib/query-keys";

export function getTicket(ticketId: string, signal?: AbortSignal): Promise<{ ticket: ServiceTicket }> {
  return parseResponse(client.tickets[":ticketId"].$get({ param: { ticketId: encodeURIComponent(ticketId) } }, { init: { signal } }));
}

/** One ticket as the server holds it now; a 404 means it was deleted. */
export function ticketQueryOptions(ticketId: string) {
  return queryOptions({
    queryKey: queryKeys.tickets.detail(ticketId),
    queryFn: ({ signal }) => getTicket(ticketId, signal),
  });
}
