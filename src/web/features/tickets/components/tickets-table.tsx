import type { ServiceTicket } from "@/shared/schemas/ticket-responses";
import { ListTable } from "@/web/components/list-table";
import { TicketCard } from "./ticket-card";
import { TicketRow, type TicketActions } from "./ticket-row";

const COLUMNS = ["VIN", "Customer", "Issue", "Status", "Created At", "Actions"] as const;

interface TicketsTableProps {
  tickets: readonly ServiceTicket[];
  loading: boolean;
  /** The tickets shown are for an earlier search or filter, kept until the new one answers. */
  updating: boolean;
  actions: TicketActions;
}

/** The tickets, newest first; cards on a phone. */
export function TicketsTable({ tickets, loading, updating, actions }: TicketsTableProps) {
  return (
    <ListTable
      columns={COLUMNS}
      rows={tickets}
      renderRow={(ticket) => <TicketRow key={ticket.id} ticket={ticket} actions={actions} />}
      emptyMessage="No service tickets found"
      loading={loading}
      loadingLabel="Loading service tickets"
      updating={updating}
      cards={{
        label: "Service tickets",
        rowKey: (ticket) => ticket.id,
        renderCard: (ticket) => <TicketCard ticket={ticket} actions={actions} />,
      }}
    />
  );
}
