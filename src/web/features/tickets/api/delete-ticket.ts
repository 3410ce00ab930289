import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/web/lib/api-client";
import { queryKeys } from "@/web/lib/query-keys";

export function deleteTicket(ticketId: string): Promise<void> {
  return apiRequest<void>(`/tickets/${encodeURIComponent(ticketId)}`, { method: "DELETE" });
}

export function useDeleteTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTicket,
    // Settled: a 404 means someone else deleted it, and the list should say so too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.tickets.all }),
  });
}
