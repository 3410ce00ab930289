import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TicketCreateInput } from "@/shared/schemas/ticket-form";
import { parseResponse } from "hono/client";
import type { ServiceTicket } from "@/shared/schemas/ticket-responses";
import { client } from "@/web/lib/api-client";
import { queryKeys } from "@/web/lib/query-keys";

export function createTicket(input: TicketCreateInput): Promise<{ ticket: ServiceTicket }> {
  return parseResponse(client.tickets.$post({ json: input }));
}

export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTicket,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.tickets.all }),
  });
}
