import type { ServiceTicket } from "@/shared/schemas/ticket-responses";

/**
 * How buttons and dialogs name a ticket: tickets have no number of their own, so the VIN, with
 * the customer when known ("1HGCM82633A004352 (Jane Doe)").
 */
export function ticketLabel(ticket: Pick<ServiceTicket, "vin" | "customerName">): string {
  return ticket.customerName ? `${ticket.vin} (${ticket.customerName})` : ticket.vin;
}
