import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TicketConvertInput } from "@/shared/schemas/job-card-form";
import { parseResponse } from "hono/client";
import type { ConvertResult } from "@/shared/schemas/ticket-responses";
import { client } from "@/web/lib/api-client";
import { queryKeys } from "@/web/lib/query-keys";

export interface ConvertTicketVariables {
  ticketId: string;
  input: TicketConvertInput;
}

/** One transaction writes the job card and sets the ticket Assigned. */
export function convertTicket({ ticketId, input }: ConvertTicketVariables): Promise<ConvertResult> {
  return parseResponse(client.tickets[":ticketId"].convert.$post({ param: { ticketId: encodeURIComponent(ticketId) }, json: input }));
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
