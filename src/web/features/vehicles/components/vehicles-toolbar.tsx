import { VEHICLE_STATUSES } from "@/shared/constants/statuses";
import { statusLabel } from "@/shared/format/status-label";
import { SearchBox } from "@/web/components/list-toolbar/search-box";
import { StatusFilter } from "@/web/components/list-toolbar/status-filter";

interface VehiclesToolbarProps {
  search: string;
  onSearchChange: (value: string) => void;
  status: string;
  onStatusChange: (value: string) => void;
}

/** Search box and the Filter button, which reveals a status filter. */
export function VehiclesToolbar({ search, onSearchChange, status, onStatusChange }: VehiclesToolbarProps) {
  return (
    <div className="flex flex-wrap items-end gap-2">
      <SearchBox
        label="Search vehicles"
        placeholder="Search vehicles (make, model, plate, owner)..."
        value={search}
        onChange={onSearchChange}
      />
      <StatusFilter
        label="Status filter"
        allLabel="All statuses"
        statuses={VEHICLE_STATUSES}
        statusLabel={statusLabel}
        value={status}
        onChange={onStatusChange}
      />
    </div>
  );
}
