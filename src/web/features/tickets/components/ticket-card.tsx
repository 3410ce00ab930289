import type { ServiceTicket } from "@/shared/schemas/ticket-responses";
import { RecordCard } from "@/web/components/record-cards/record-card";
import { formatDateTime } from "@/web/lib/format-date-time";
import { TicketActionButtons } from "./ticket-action-buttons";
import type { TicketActions } from "./ticket-row";
import { TicketStatusBadge } from "./ticket-status-badge";

/** A service ticket on a phone: VIN, customer, issue, status and when it came in, with the row's actions. */
export function TicketCard({ ticket, actions }: { ticket: ServiceTicket; actions: TicketActions }) {
  return (
    <RecordCard
      title={<span className="font-mono text-sm break-all">{ticket.vin}</span>}
      badge={<TicketStatusBadge status={ticket.status} />}
      fields={[
        { label: "Customer", value: ticket.customerName ?? "" },
        { label: "Issue", value: <span className="line-clamp-3">{ticket.issueDescription}</span> },
        { label: "Created At", value: <time dateTime={ticket.createdAt}>{formatDateTime(ticket.createdAt)}</time> },
      ]}
      actions={<TicketActionButtons ticket={ticket} actions={actions} on="card" />}
    />
  );
}
