import type { ServiceTicket } from "@/shared/schemas/ticket-responses";
import { TableCell, TableRow } from "@/web/components/ui/table";
import { formatDateTime } from "@/web/lib/format-date-time";
import { TicketActionButtons } from "./ticket-action-buttons";
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
          <TicketActionButtons ticket={ticket} actions={actions} on="row" />
        </div>
      </TableCell>
    </TableRow>
  );
}
