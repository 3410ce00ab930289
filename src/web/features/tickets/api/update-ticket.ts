import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TicketUpdateInput } from "@/shared/schemas/ticket-form";
import type { ServiceTicket } from "@/shared/schemas/work-responses";
import { apiRequest } from "@/web/lib/api-client";
import { ticketsQueryKey } from "./get-tickets";

export interface UpdateTicketVariables {
  ticketId: string;
  input: TicketUpdateInput;
}

/** `input.updatedAt` is what the user saw; the server answers 409 when the ticket changed since. */
export function updateTicket({ ticketId, input }: UpdateTicketVariables): Promise<{ ticket: ServiceTicket }> {
  return apiRequest<{ ticket: ServiceTicket }>(`/tickets/${encodeURIComponent(ticketId)}`, {
    method: "PATCH",
    body: input,
  });
}

export function useUpdateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTicket,
    // Settled, not only success, and returned so mutateAsync waits for it: after a 409 the form
    // reloads the ticket from the refetched list.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ticketsQueryKey }),
  });
}
