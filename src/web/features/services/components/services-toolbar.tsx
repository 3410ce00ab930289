import { useState } from "react";
import { FilterIcon, SearchIcon } from "lucide-react";
import { SERVICE_STATUSES } from "@/shared/constants/statuses";
import { SelectField } from "@/web/components/form/select-field";
import { TextField } from "@/web/components/form/text-field";
import { Button } from "@/web/components/ui/button";
import { Input } from "@/web/components/ui/input";
import type { ServiceFilters } from "../hooks/use-filtered-services";

interface ServicesToolbarProps {
  filters: ServiceFilters;
  onChange: (filters: ServiceFilters) => void;
}

/** The search box and, behind the Filter button, status and date-range filters. */
export function ServicesToolbar({ filters, onChange }: ServicesToolbarProps) {
  const [showFilters, setShowFilters] = useState(false);
  const set = (patch: Partial<ServiceFilters>) => onChange({ ...filters, ...patch });
  return (
    <div className="mb-4 flex flex-col gap-3">
      <div className="flex flex-wrap gap-2">
        <div className="relative w-full sm:max-w-sm">
          <SearchIcon
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            type="search"
            aria-label="Search services"
            placeholder="Search services (type, vehicle, status)..."
            className="pl-8"
            value={filters.search}
            onChange={(event) => set({ search: event.target.value })}
          />
        </div>
        <Button
          type="button"
          variant="outline"
          aria-expanded={showFilters}
          aria-controls="service-filters"
          onClick={() => setShowFilters((shown) => !shown)}
        >
          <FilterIcon aria-hidden="true" />
          Filter
        </Button>
      </div>
      {showFilters ? (
        <div id="service-filters" className="grid gap-3 rounded-lg border p-3 sm:grid-cols-3">
          <SelectField label="Status filter" value={filters.status} onChange={(event) => set({ status: event.target.value })}>
            <option value="">All statuses</option>
            {SERVICE_STATUSES.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </SelectField>
          <TextField label="From date" type="date" value={filters.from} onChange={(event) => set({ from: event.target.value })} />
          <TextField label="To date" type="date" value={filters.to} onChange={(event) => set({ to: event.target.value })} />
        </div>
      ) : null}
    </div>
  );
}
