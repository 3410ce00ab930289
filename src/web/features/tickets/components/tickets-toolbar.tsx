import { useId, useState } from "react";
import { FilterIcon, RefreshCwIcon, SearchIcon } from "lucide-react";
import { TICKET_STATUSES, type TicketStatus } from "@/shared/constants/statuses";
import { Button } from "@/web/components/ui/button";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { NativeSelect, NativeSelectOption } from "@/web/components/ui/native-select";
import { cn } from "@/web/lib/cn";

interface TicketsToolbarProps {
  search: string;
  onSearchChange: (value: string) => void;
  status: TicketStatus | "";
  onStatusChange: (value: TicketStatus | "") => void;
  onRefresh: () => void;
  refreshing: boolean;
}

function isTicketStatus(value: string): value is TicketStatus {
  return (TICKET_STATUSES as readonly string[]).includes(value);
}

/** Search box, Refresh, and the Filter button revealing a status filter (DESIGN.md 3.6). */
export function TicketsToolbar(props: TicketsToolbarProps) {
  const { search, onSearchChange, status, onStatusChange, onRefresh, refreshing } = props;
  const [showFilter, setShowFilter] = useState(status !== "");
  const filterId = useId();
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="relative w-full sm:max-w-sm">
        <SearchIcon
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          type="search"
          aria-label="Search service tickets"
          placeholder="Search tickets (VIN, customer, issue)..."
          maxLength={100}
          className="pl-8"
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
        />
      </div>
      <Button type="button" variant="outline" onClick={onRefresh} disabled={refreshing}>
        <RefreshCwIcon aria-hidden="true" className={cn(refreshing && "animate-spin")} />
        Refresh
      </Button>
      <Button
        type="button"
        variant="outline"
        aria-expanded={showFilter}
        aria-controls={filterId}
        onClick={() => setShowFilter((shown) => !shown)}
      >
        <FilterIcon aria-hidden="true" />
        Filter
      </Button>
      {showFilter ? (
        <div id={filterId} className="grid gap-1">
          <Label htmlFor={`${filterId}-status`} className="sr-only">
            Status filter
          </Label>
          <NativeSelect
            id={`${filterId}-status`}
            wrapperClassName="w-44"
            value={status}
            onChange={(event) => onStatusChange(isTicketStatus(event.target.value) ? event.target.value : "")}
          >
            <NativeSelectOption value="">All statuses</NativeSelectOption>
            {TICKET_STATUSES.map((value) => (
              <NativeSelectOption key={value} value={value}>
                {value}
              </NativeSelectOption>
            ))}
          </NativeSelect>
        </div>
      ) : null}
    </div>
  );
}
