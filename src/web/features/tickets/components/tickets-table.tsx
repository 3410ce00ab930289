import type { ServiceTicket } from "@/shared/schemas/work-responses";
import { Spinner } from "@/web/components/ui/spinner";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/web/components/ui/table";
import { TicketRow, type TicketActions } from "./ticket-row";

const COLUMNS = ["VIN", "Customer", "Issue", "Status", "Created At", "Actions"] as const;

interface TicketsTableProps {
  tickets: readonly ServiceTicket[];
  loading: boolean;
  actions: TicketActions;
}

/** The tickets, newest first; on a phone the table scrolls sideways inside its border. */
export function TicketsTable({ tickets, loading, actions }: TicketsTableProps) {
  return (
    <Table containerClassName="rounded-lg border">
      <TableHeader>
        <TableRow>
          {COLUMNS.map((column) => (
            <TableHead key={column}>{column}</TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {loading ? (
          <TableRow>
            <TableCell colSpan={COLUMNS.length} className="h-24 text-center">
              <Spinner aria-label="Loading service tickets" className="mx-auto size-6" />
            </TableCell>
          </TableRow>
        ) : tickets.length === 0 ? (
          <TableRow>
            <TableCell colSpan={COLUMNS.length} className="h-24 text-center whitespace-normal text-muted-foreground">
              No service tickets found
            </TableCell>
          </TableRow>
        ) : (
          tickets.map((ticket) => <TicketRow key={ticket.id} ticket={ticket} actions={actions} />)
        )}
      </TableBody>
    </Table>
  );
}
