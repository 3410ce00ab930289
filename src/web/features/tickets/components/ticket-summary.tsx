import type { ServiceTicket } from "@/shared/schemas/ticket-responses";
import { formatDateTime } from "@/web/lib/format-date-time";

/** Who raised the ticket and when: read-only facts above the edit form. */
export function TicketSummary({ ticket }: { ticket: ServiceTicket }) {
  const creator = ticket.creator?.name || ticket.creator?.email;
  return (
    <p className="text-sm text-muted-foreground">
      Created {formatDateTime(ticket.createdAt)}
      {creator ? ` by ${creator}` : ""}
      {ticket.updatedAt !== ticket.createdAt ? ` · last changed ${formatDateTime(ticket.updatedAt)}` : ""}
    </p>
  );
}
