import type { z } from "zod";
import type { Vehicle } from "@/shared/schemas/local-records";
import { ticketUpdateSchema, type TicketFormInput } from "@/shared/schemas/ticket-form";
import type { ServiceTicket } from "@/shared/schemas/ticket-responses";

/** The ticket form: the shared ticket fields, plus the status when editing (updatedAt is sent, not typed). */
export const ticketEditorSchema = ticketUpdateSchema.omit({ updatedAt: true });
export type TicketEditorInput = z.input<typeof ticketEditorSchema>;
export type TicketEditorValues = z.output<typeof ticketEditorSchema>;

export const EMPTY_TICKET_FORM: TicketFormInput = {
  vin: "",
  customerName: "",
  customerContact: "",
  issueDescription: "",
};

/** A stored ticket as the text the edit form shows. */
export function toTicketEditorInput(ticket: ServiceTicket): TicketEditorInput {
  return {
    vin: ticket.vin,
    customerName: ticket.customerName ?? "",
    customerContact: ticket.customerContact ?? "",
    issueDescription: ticket.issueDescription,
    status: ticket.status,
    // Left out when the answer has none, so an edit does not touch the link.
    ...(ticket.customerId === undefined ? {} : { customerId: ticket.customerId }),
  };
}

/** A ticket raised from a vehicle: its VIN, and its owner as the customer with phone and e-mail as contact. */
export function vehicleTicketPrefill(vehicle: Vehicle): TicketFormInput {
  const contact = [vehicle.owner.phone, vehicle.owner.email].map((value) => value.trim()).filter(Boolean);
  return {
    vin: vehicle.vin,
    customerName: vehicle.owner.name,
    customerContact: contact.join(" / "),
    issueDescription: "",
  };
}
