import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TicketUpdateInput } from "@/shared/schemas/ticket-form";
import { parseResponse } from "hono/client";
import type { ServiceTicket } from "@/shared/schemas/ticket-responses";
import { client } from "@/web/lib/api-client";
import { queryKeys } from "@/web/lib/query-keys";

export interface UpdateTicketVariables {
  ticketId: string;
  input: TicketUpdateInput;
}

/** `input.updatedAt` is what the user saw; the server answers 409 when the ticket changed since. */
export function updateTicket({ ticketId, input }: UpdateTicketVariables): Promise<{ ticket: ServiceTicket }> {
  return parseResponse(client.tickets[":ticketId"].$patch({ param: { ticketId: encodeURIComponent(ticketId) }, json: input }));
}

export function useUpdateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTicket,
    // Settled, not only success: after a 409 or a 404 the lists show the other person's change too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.tickets.all }),
  });
}
