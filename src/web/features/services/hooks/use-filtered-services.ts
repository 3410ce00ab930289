import { useMemo } from "react";
import type { ServiceRecord, Vehicle } from "@/shared/schemas/local-records";
import { vehicleLabel } from "../utils/vehicle-label";

export interface ServiceFilters {
  search: string;
  /** "" for every status. */
  status: string;
  /** Inclusive YYYY-MM-DD bounds; "" for open. */
  from: string;
  to: string;
}

export interface ServiceListRow {
  service: ServiceRecord;
  vehicle: Vehicle | undefined;
  vehicleLabel: string;
}

/**
 * Services joined to their vehicles and filtered (case-insensitive substrings of
 * type, vehicle description or status). The lower-cased text is built once per data change,
 * so typing over 20,000 services only runs a substring test per row.
 */
export function useFilteredServices(services: ServiceRecord[], vehicles: Vehicle[], filters: ServiceFilters) {
  const indexed = useMemo(() => {
    const vehiclesById = new Map(vehicles.map((vehicle) => [vehicle.id, vehicle]));
    return services.map((service) => {
      const vehicle = vehiclesById.get(service.vehicleId);
      const label = vehicleLabel(vehicle);
      const haystack = [service.type, vehicle?.make, vehicle?.model, vehicle?.licensePlate, label, service.status]
        .join("\u0000")
        .toLowerCase();
      return { row: { service, vehicle, vehicleLabel: label } satisfies ServiceListRow, haystack };
    });
  }, [services, vehicles]);

  const { search, status, from, to } = filters;
  return useMemo(() => {
    const needle = search.trim().toLowerCase();
    const rows: ServiceListRow[] = [];
    for (const { row, haystack } of indexed) {
      if (needle && !haystack.includes(needle)) continue;
      if (status && row.service.status !== status) continue;
      if (from && row.service.serviceDate < from) continue;
      if (to && row.service.serviceDate > to) continue;
      rows.push(row);
    }
    return rows;
  }, [indexed, search, status, from, to]);
}
