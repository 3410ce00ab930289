import { useMutation, useQueryClient } from "@tanstack/react-query";
import { client } from "@/web/lib/api-client";
import { queryKeys } from "@/web/lib/query-keys";

export async function deleteTicket(ticketId: string): Promise<void> {
  await client.tickets[":ticketId"].$delete({ param: { ticketId: encodeURIComponent(ticketId) } });
}

export function useDeleteTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTicket,
    // Settled: a 404 means someone else deleted it, and the list should say so too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.tickets.all }),
  });
}
