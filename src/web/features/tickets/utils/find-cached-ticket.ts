import type { InfiniteData, QueryClient } from "@tanstack/react-query";
import type { ServiceTicket, TicketPage } from "@/shared/schemas/work-responses";
import { ticketsQueryKey } from "../api/get-tickets";

/**
 * The newest copy of a ticket among the cached ticket lists (one per search and filter), or
 * undefined when no list holds it. Used after a 409 to show what the server now stores.
 */
export function findCachedTicket(queryClient: QueryClient, ticketId: string): ServiceTicket | undefined {
  let newest: ServiceTicket | undefined;
  for (const [, data] of queryClient.getQueriesData<InfiniteData<TicketPage>>({ queryKey: ticketsQueryKey })) {
    for (const page of data?.pages ?? []) {
      const ticket = page.tickets.find((candidate) => candidate.id === ticketId);
      if (ticket && (!newest || Date.parse(ticket.updatedAt) > Date.parse(newest.updatedAt))) newest = ticket;
    }
  }
  return newest;
}
