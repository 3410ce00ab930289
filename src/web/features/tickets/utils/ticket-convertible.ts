import type { ServiceTicket } from "@/shared/schemas/ticket-responses";

/** Only Open tickets offer conversion, and only to a role that may convert. */
export function ticketConvertible(ticket: Pick<ServiceTicket, "status">, canConvert: boolean): boolean {
  return canConvert && ticket.status === "Open";
}
