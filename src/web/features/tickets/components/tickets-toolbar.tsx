import { RefreshCwIcon } from "lucide-react";
import { TICKET_STATUSES, type TicketStatus } from "@/shared/constants/statuses";
import { SearchBox } from "@/web/components/list-toolbar/search-box";
import { StatusFilter } from "@/web/components/list-toolbar/status-filter";
import { Button } from "@/web/components/ui/button";
import { cn } from "@/web/lib/cn";

interface TicketsToolbarProps {
  search: string;
  onSearchChange: (value: string) => void;
  status: TicketStatus | "";
  onStatusChange: (value: TicketStatus | "") => void;
  onRefresh: () => void;
  refreshing: boolean;
}

/** Search box, Refresh, and the Filter button revealing a status filter. */
export function TicketsToolbar(props: TicketsToolbarProps) {
  const { search, onSearchChange, status, onStatusChange, onRefresh, refreshing } = props;
  return (
    <div className="flex flex-wrap items-end gap-2">
      <SearchBox
        label="Search service tickets"
        placeholder="Search tickets (VIN, customer, issue)..."
        maxLength={100}
        value={search}
        onChange={onSearchChange}
      />
      <Button type="button" variant="outline" onClick={onRefresh} disabled={refreshing}>
        <RefreshCwIcon aria-hidden="true" className={cn(refreshing && "animate-spin")} />
        Refresh
      </Button>
      <StatusFilter
        label="Status filter"
        allLabel="All statuses"
        statuses={TICKET_STATUSES}
        value={status}
        onChange={onStatusChange}
      />
    </div>
  );
}
