import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/web/lib/api-client";
import { ticketsQueryKey } from "./get-tickets";

export function deleteTicket(ticketId: string): Promise<void> {
  return apiRequest<void>(`/tickets/${encodeURIComponent(ticketId)}`, { method: "DELETE" });
}

export function useDeleteTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTicket,
    // Settled: a 404 means someone else deleted it, and the list should say so too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ticketsQueryKey }),
  });
}
