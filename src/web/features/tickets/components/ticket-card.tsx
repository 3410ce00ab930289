import { ClipboardListIcon, PencilIcon, Trash2Icon } from "lucide-react";
import type { ServiceTicket } from "@/shared/schemas/ticket-responses";
import { RecordCard } from "@/web/components/record-cards/record-card";
import { Button } from "@/web/components/ui/button";
import { formatDateTime } from "@/web/lib/format-date-time";
import { ticketConvertible } from "../utils/ticket-convertible";
import { ticketLabel } from "../utils/ticket-label";
import type { TicketActions } from "./ticket-row";
import { TicketStatusBadge } from "./ticket-status-badge";

/** A service ticket on a phone: VIN, customer, issue, status and when it came in, with the row's actions. */
export function TicketCard({ ticket, actions }: { ticket: ServiceTicket; actions: TicketActions }) {
  const label = ticketLabel(ticket);
  return (
    <RecordCard
      title={<span className="font-mono text-sm break-all">{ticket.vin}</span>}
      badge={<TicketStatusBadge status={ticket.status} />}
      fields={[
        { label: "Customer", value: ticket.customerName ?? "" },
        { label: "Issue", value: <span className="line-clamp-3">{ticket.issueDescription}</span> },
        { label: "Created At", value: <time dateTime={ticket.createdAt}>{formatDateTime(ticket.createdAt)}</time> },
      ]}
      actions={
        <>
          {ticketConvertible(ticket, actions.canConvert) ? (
            <Button
              type="button"
              variant="outline"
              size="icon"
              aria-label={`Convert ticket ${label} to job card`}
              title="Convert to job card"
              onClick={() => actions.onConvert(ticket)}
            >
              <ClipboardListIcon aria-hidden="true" />
            </Button>
          ) : null}
          <Button
            type="button"
            variant="outline"
            size="icon"
            aria-label={`View or edit ticket ${label}`}
            title="View/Edit"
            onClick={() => actions.onEdit(ticket)}
          >
            <PencilIcon aria-hidden="true" />
          </Button>
          {actions.canDelete ? (
            <Button
              type="button"
              variant="outline"
              size="icon"
              className="text-destructive"
              aria-label={`Delete ticket ${label}`}
              title="Delete"
              onClick={() => actions.onDelete(ticket)}
            >
              <Trash2Icon aria-hidden="true" />
            </Button>
          ) : null}
        </>
      }
    />
  );
}
