import { useState } from "react";
import { SERVICE_STATUSES } from "@/shared/constants/statuses";
import { SelectField } from "@/web/components/form/select-field";
import { TextField } from "@/web/components/form/text-field";
import { FilterToggleButton } from "@/web/components/list-toolbar/filter-toggle-button";
import { SearchBox } from "@/web/components/list-toolbar/search-box";
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
        <SearchBox
          label="Search services"
          placeholder="Search services (type, vehicle, status)..."
          value={filters.search}
          onChange={(search) => set({ search })}
        />
        <FilterToggleButton
          expanded={showFilters}
          controls="service-filters"
          onToggle={() => setShowFilters((shown) => !shown)}
        />
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
