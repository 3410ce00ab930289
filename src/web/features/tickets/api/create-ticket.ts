import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TicketCreateInput } from "@/shared/schemas/ticket-form";
import type { ServiceTicket } from "@/shared/schemas/ticket-responses";
import { apiRequest } from "@/web/lib/api-client";
import { queryKeys } from "@/web/lib/query-keys";

export function createTicket(input: TicketCreateInput): Promise<{ ticket: ServiceTicket }> {
  return apiRequest<{ ticket: ServiceTicket }>("/tickets", { method: "POST", body: input });
}

export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTicket,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.tickets.all }),
  });
}
