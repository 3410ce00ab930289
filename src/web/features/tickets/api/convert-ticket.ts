import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TicketConvertInput } from "@/shared/schemas/job-card-form";
import type { ConvertResult } from "@/shared/schemas/ticket-responses";
import { apiRequest } from "@/web/lib/api-client";
import { queryKeys } from "@/web/lib/query-keys";

export interface ConvertTicketVariables {
  ticketId: string;
  input: TicketConvertInput;
}

/** One transaction writes the job card and sets the ticket Assigned. */
export function convertTicket({ ticketId, input }: ConvertTicketVariables): Promise<ConvertResult> {
  return apiRequest<ConvertResult>(`/tickets/${encodeURIComponent(ticketId)}/convert`, { method: "POST", body: input });
}

export function useConvertTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: convertTicket,
    // Settled: a 409 (no longer Open) means the list is out of date.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.tickets.all }),
        // A converted ticket adds a job card.
        queryClient.invalidateQueries({ queryKey: queryKeys["job-cards"].all }),
      ]),
  });
}
