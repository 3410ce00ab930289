import type { ServiceRecord, Vehicle } from "@/shared/schemas/local-records";
import { servicesStore, vehiclesStore } from "@/web/lib/local-store/collections";
import { plateKey, type RowResult } from "./row-result";

export interface ImportSummary {
  imported: number;
  /** Row numbers left out, in file order. */
  skippedRows: number[];
}

function skippedOf<T>(results: readonly RowResult<T>[]): number[] {
  const skipped: number[] = [];
  for (const result of results) if (!result.ok) skipped.push(result.rowNumber);
  return skipped;
}

/**
 * Adds the valid vehicles in one write. The write re-reads the stored list, so a plate that
 * another tab added since the preview is skipped rather than duplicated. Throws StorageFullError
 * (nothing changed) when the browser refuses the write.
 */
export function importVehicles(results: readonly RowResult<Vehicle>[]): ImportSummary {
  const skippedRows = skippedOf(results);
  let imported = 0;
  vehiclesStore.update((items) => {
    const plates = new Set(items.map((vehicle) => plateKey(vehicle.licensePlate)));
    const added: Vehicle[] = [];
    for (const result of results) {
      if (!result.ok) continue;
      if (plates.has(plateKey(result.record.licensePlate))) skippedRows.push(result.rowNumber);
      else added.push(result.record);
    }
    imported = added.length;
    return added.length > 0 ? [...items, ...added] : items;
  });
  skippedRows.sort((a, b) => a - b);
  return { imported, skippedRows };
}

/** Adds the valid service records in one write; see importVehicles. */
export function importServices(results: readonly RowResult<ServiceRecord>[]): ImportSummary {
  const skippedRows = skippedOf(results);
  const added: ServiceRecord[] = [];
  for (const result of results) if (result.ok) added.push(result.record);
  servicesStore.update((items) => (added.length > 0 ? [...items, ...added] : items));
  return { imported: added.length, skippedRows };
}
