import { useEffect, useMemo, useState } from "react";
import { PlusIcon } from "lucide-react";
import type { TicketStatus } from "@/shared/constants/statuses";
import type { ServiceTicket } from "@/shared/schemas/ticket-responses";
import type { CustomerPickerSlot } from "@/web/components/customer-picker-slot";
import { PageHeader } from "@/web/components/layout/page-header";
import { Button } from "@/web/components/ui/button";
import { useCan } from "@/web/lib/auth/use-can";
import { useTickets } from "../api/get-tickets";
import { useDebouncedValue } from "@/web/lib/use-debounced-value";
import { showsEarlierSearch } from "@/web/lib/shows-earlier-search";
import { TICKET_ERROR_TITLES, toastTicketError } from "../utils/toast-ticket-error";
import { ConvertTicketDialog } from "./convert-ticket-dialog";
import { CreateTicketDialog } from "./create-ticket-dialog";
import { DeleteTicketDialog } from "./delete-ticket-dialog";
import { EditTicketDialog } from "./edit-ticket-dialog";
import { TicketsFooter } from "./tickets-footer";
import { TicketsTable } from "./tickets-table";
import { TicketsToolbar } from "./tickets-toolbar";
import { useSearchFromAddress } from "@/web/lib/use-search-from-address";

/** One request per pause in typing, not per key. */
const TICKET_SEARCH_DEBOUNCE_MS = 250;

/**
 * Service Tickets: searched and filtered on the server, a page at a time. `customerPicker` (from
 * app) lets the ticket forms link a customer record.
 */
export function ServiceTicketsPage({ customerPicker }: { customerPicker?: CustomerPickerSlot } = {}) {
  const canCreate = useCan("tickets:create");
  const canConvert = useCan("tickets:convert");
  const canDelete = useCan("tickets:delete");
  const [search, setSearch] = useSearchFromAddress();
  const [status, setStatus] = useState<TicketStatus | "">("");
  const debouncedSearch = useDebouncedValue(search.trim(), TICKET_SEARCH_DEBOUNCE_MS);
  const tickets = useTickets({ search: debouncedSearch, status });
  const rows = useMemo(() => tickets.data?.pages.flatMap((page) => page.tickets) ?? [], [tickets.data]);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<ServiceTicket | null>(null);
  const [deleting, setDeleting] = useState<ServiceTicket | null>(null);
  const [converting, setConverting] = useState<ServiceTicket | null>(null);

  useEffect(() => {
    if (tickets.error) toastTicketError(TICKET_ERROR_TITLES.fetch, tickets.error);
  }, [tickets.error]);

  return (
    <div className="space-y-4">
      <PageHeader
        title="Service Tickets"
        description="Issues customers report. Convert an Open ticket into a job card for a technician."
        actions={
          canCreate ? (
            <Button type="button" onClick={() => setCreating(true)}>
              <PlusIcon aria-hidden="true" />
              Create New Ticket
            </Button>
          ) : null
        }
      />
      <TicketsToolbar
        search={search}
        onSearchChange={setSearch}
        status={status}
        onStatusChange={setStatus}
        onRefresh={() => void tickets.refetch()}
        // A new search showing the previous rows meanwhile is not a refresh.
        refreshing={tickets.isRefetching && !tickets.isPlaceholderData}
      />
      {tickets.isError && !tickets.data ? (
        <div className="flex flex-col items-center gap-3 rounded-lg border py-12 text-center text-sm text-muted-foreground">
          <p>The service tickets could not be loaded.</p>
          <Button type="button" variant="outline" onClick={() => void tickets.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          <TicketsTable
            tickets={rows}
            loading={tickets.isPending}
            updating={showsEarlierSearch(search, debouncedSearch, tickets)}
            actions={{ onConvert: setConverting, onEdit: setEditing, onDelete: setDeleting, canConvert, canDelete }}
          />
          {tickets.isPending ? null : (
            <TicketsFooter
              count={rows.length}
              hasMore={tickets.hasNextPage}
              loadingMore={tickets.isFetchingNextPage}
              onLoadMore={() => void tickets.fetchNextPage()}
            />
          )}
        </>
      )}
      <CreateTicketDialog open={creating} onOpenChange={setCreating} customerPicker={customerPicker} />
      <EditTicketDialog ticket={editing} onClose={() => setEditing(null)} customerPicker={customerPicker} />
      <DeleteTicketDialog ticket={deleting} onClose={() => setDeleting(null)} />
      <ConvertTicketDialog ticket={converting} onClose={() => setConverting(null)} />
    </div>
  );
}
