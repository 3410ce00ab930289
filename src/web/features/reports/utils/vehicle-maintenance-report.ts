import type { ServiceRecord, Vehicle } from "@/shared/schemas/local-records";
import { addDays, daysBetween, toDateKey } from "@/web/lib/date-keys";
import type { CsvTable } from "./report-csv";
import { isCancelled } from "./report-range";
import { vehicleName } from "./vehicle-names";

/** How far ahead a next service counts as due. */
export const MAINTENANCE_WINDOW_DAYS = 30;

export interface MaintenanceRow {
  vehicleId: string;
  vehicle: string;
  licensePlate: string;
  owner: string;
  ownerPhone: string;
  nextServiceDue: string;
  /** Days from today to the due day: negative when overdue. */
  daysUntilDue: number;
  overdue: boolean;
  lastService: string | null;
  mileage: number | null;
}

export interface VehicleMaintenanceReport {
  /** Soonest (most overdue) first. */
  rows: MaintenanceRow[];
  overdue: number;
  dueSoon: number;
  /** The last day that still counts as due soon. */
  dueBy: string;
}

/** "Overdue by 5 days", "Due today", "Due in 1 day". */
export function dueText({ daysUntilDue }: Pick<MaintenanceRow, "daysUntilDue">): string {
  const days = (count: number) => `${count} ${count === 1 ? "day" : "days"}`;
  if (daysUntilDue < 0) return `Overdue by ${days(-daysUntilDue)}`;
  if (daysUntilDue === 0) return "Due today";
  return `Due in ${days(daysUntilDue)}`;
}

/**
 * The day of the latest visit: the vehicle's own lastService or its latest service record done
 * (or being done) by today, whichever is later. Scheduled and cancelled records are no visit.
 */
function lastServiceOf(vehicle: Vehicle, records: readonly ServiceRecord[], today: string): string | null {
  let latest = toDateKey(vehicle.lastService);
  for (const record of records) {
    if (isCancelled(record) || record.status === "Scheduled") continue;
    const date = toDateKey(record.serviceDate);
    if (date !== null && date <= today && (latest === null || date > latest)) latest = date;
  }
  return latest;
}

/**
 * Vehicles whose next service falls within MAINTENANCE_WINDOW_DAYS of today or has passed. It
 * looks ahead from today, so a report's date range does not apply to it.
 */
export function buildVehicleMaintenanceReport({
  vehicles,
  services,
  today,
}: {
  vehicles: readonly Vehicle[];
  services: readonly ServiceRecord[];
  today: string;
}): VehicleMaintenanceReport {
  const dueBy = addDays(today, MAINTENANCE_WINDOW_DAYS);
  const recordsByVehicle = new Map<string, ServiceRecord[]>();
  for (const service of services) {
    const list = recordsByVehicle.get(service.vehicleId) ?? [];
    list.push(service);
    recordsByVehicle.set(service.vehicleId, list);
  }

  const rows: MaintenanceRow[] = [];
  for (const vehicle of vehicles) {
    const nextServiceDue = toDateKey(vehicle.nextServiceDue);
    if (nextServiceDue === null || nextServiceDue > dueBy) continue;
    const daysUntilDue = daysBetween(today, nextServiceDue);
    rows.push({
      vehicleId: vehicle.id,
      vehicle: vehicleName(vehicle),
      licensePlate: vehicle.licensePlate,
      owner: vehicle.owner.name,
      ownerPhone: vehicle.owner.phone,
      nextServiceDue,
      daysUntilDue,
      overdue: daysUntilDue < 0,
      lastService: lastServiceOf(vehicle, recordsByVehicle.get(vehicle.id) ?? [], today),
      mileage: vehicle.mileage,
    });
  }
  rows.sort((a, b) => a.nextServiceDue.localeCompare(b.nextServiceDue) || a.vehicle.localeCompare(b.vehicle));
  const overdue = rows.filter((row) => row.overdue).length;
  return { rows, overdue, dueSoon: rows.length - overdue, dueBy };
}

export function vehicleMaintenanceCsv(report: VehicleMaintenanceReport): CsvTable {
  return {
    header: ["Vehicle", "License Plate", "Owner", "Owner Phone", "Next Service Due", "Due", "Last Service", "Mileage (miles)"],
    rows: report.rows.map((row) => [
      row.vehicle,
      row.licensePlate,
      row.owner,
      row.ownerPhone,
      row.nextServiceDue,
      dueText(row),
      row.lastService ?? "",
      row.mileage,
    ]),
  };
}

export function vehicleMaintenanceFileName(today: string): string {
  return `vehicle-maintenance-${today}.csv`;
}
