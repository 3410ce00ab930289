import { useId, useState } from "react";
import { FilterIcon, SearchIcon } from "lucide-react";
import { VEHICLE_STATUSES } from "@/shared/constants/statuses";
import { statusLabel } from "@/shared/format/status-label";
import { Button } from "@/web/components/ui/button";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { NativeSelect, NativeSelectOption } from "@/web/components/ui/native-select";

interface VehiclesToolbarProps {
  search: string;
  onSearchChange: (value: string) => void;
  status: string;
  onStatusChange: (value: string) => void;
}

/** Search box and the Filter button, which reveals a status filter (SPEC.md leaves it open). */
export function VehiclesToolbar({ search, onSearchChange, status, onStatusChange }: VehiclesToolbarProps) {
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
          aria-label="Search vehicles"
          placeholder="Search vehicles (make, model, plate, owner)..."
          className="pl-8"
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
        />
      </div>
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
            onChange={(event) => onStatusChange(event.target.value)}
          >
            <NativeSelectOption value="">All statuses</NativeSelectOption>
            {VEHICLE_STATUSES.map((value) => (
              <NativeSelectOption key={value} value={value}>
                {statusLabel(value)}
              </NativeSelectOption>
            ))}
          </NativeSelect>
        </div>
      ) : null}
    </div>
  );
}
