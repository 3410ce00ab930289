import { ClipboardListIcon, PencilIcon, Trash2Icon } from "lucide-react";
import type { ServiceTicket } from "@/shared/schemas/ticket-responses";
import { Button } from "@/web/components/ui/button";
import { TableCell, TableRow } from "@/web/components/ui/table";
import { formatDateTime } from "@/web/lib/format-date-time";
import { ticketConvertible } from "../utils/ticket-convertible";
import { ticketLabel } from "../utils/ticket-label";
import { TicketStatusBadge } from "./ticket-status-badge";

export interface TicketActions {
  onConvert: (ticket: ServiceTicket) => void;
  onEdit: (ticket: ServiceTicket) => void;
  onDelete: (ticket: ServiceTicket) => void;
  /** The role may convert tickets (tickets:convert). */
  canConvert: boolean;
  /** The role may delete tickets (tickets:delete). */
  canDelete: boolean;
}

export function TicketRow({ ticket, actions }: { ticket: ServiceTicket; actions: TicketActions }) {
  const label = ticketLabel(ticket);
  const convertible = ticketConvertible(ticket, actions.canConvert);
  return (
    <TableRow>
      <TableCell className="font-medium">{ticket.vin}</TableCell>
      <TableCell>{ticket.customerName ?? ""}</TableCell>
      <TableCell>
        {/* Long issues are cut to one line; the full text is in the tooltip and the View/Edit dialog. */}
        <span className="block max-w-[16rem] truncate sm:max-w-xs" title={ticket.issueDescription}>
          {ticket.issueDescription}
        </span>
      </TableCell>
      <TableCell>
        <TicketStatusBadge status={ticket.status} />
      </TableCell>
      <TableCell>
        <time dateTime={ticket.createdAt}>{formatDateTime(ticket.createdAt)}</time>
      </TableCell>
      <TableCell>
        <div className="flex gap-1">
          {convertible ? (
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="size-8"
              aria-label={`Convert ticket ${label} to job card`}
              title="Convert to job card"
              onClick={() => actions.onConvert(ticket)}
            >
              <ClipboardListIcon aria-hidden="true" />
            </Button>
          ) : null}
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={`View or edit ticket ${label}`}
            title="View/Edit"
            onClick={() => actions.onEdit(ticket)}
          >
            <PencilIcon aria-hidden="true" />
          </Button>
          {actions.canDelete ? (
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="size-8 text-destructive"
              aria-label={`Delete ticket ${label}`}
              title="Delete"
              onClick={() => actions.onDelete(ticket)}
            >
              <Trash2Icon aria-hidden="true" />
            </Button>
          ) : null}
        </div>
      </TableCell>
    </TableRow>
  );
}
