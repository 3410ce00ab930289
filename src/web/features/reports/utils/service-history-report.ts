import type { ServiceRecord, Vehicle } from "@/shared/schemas/local-records";
import { fromCents, toCents } from "./money-cents";
import { csvMoney, type CsvTable } from "./report-csv";
import { servicesInRange, type ReportRange } from "./report-range";
import { vehicleName } from "./vehicle-names";

export interface ServiceHistoryFilters {
  /** "" for every vehicle. */
  vehicleId: string;
  /** "" for every status. */
  status: string;
}

export interface ServiceHistoryRow {
  id: string;
  date: string;
  vehicle: string;
  licensePlate: string;
  type: string;
  mechanic: string;
  status: string;
  cost: number;
}

export interface ServiceHistoryReport {
  rows: ServiceHistoryRow[];
  /** Services in the range before the vehicle and status filters. */
  servicesInRange: number;
  totalCost: number;
  undated: number;
}

interface ServiceHistoryInput {
  services: readonly ServiceRecord[];
  vehicles: readonly Vehicle[];
  range: ReportRange;
  filters: ServiceHistoryFilters;
}

/** Every service in the range, oldest first, with its vehicle; filtered by vehicle and status. */
export function buildServiceHistoryReport({ services, vehicles, range, filters }: ServiceHistoryInput): ServiceHistoryReport {
  const vehiclesById = new Map(vehicles.map((vehicle) => [vehicle.id, vehicle]));
  const { inRange, undated } = servicesInRange(services, range);
  const rows: ServiceHistoryRow[] = [];
  let totalCents = 0;
  for (const { service, date } of inRange) {
    if (filters.vehicleId && service.vehicleId !== filters.vehicleId) continue;
    if (filters.status && service.status !== filters.status) continue;
    const vehicle = vehiclesById.get(service.vehicleId);
    const cents = toCents(service.cost);
    totalCents += cents;
    rows.push({
      id: service.id,
      date,
      vehicle: vehicleName(vehicle),
      licensePlate: vehicle?.licensePlate ?? "",
      type: service.type,
      mechanic: service.mechanic,
      status: service.status,
      cost: fromCents(cents),
    });
  }
  rows.sort((a, b) => a.date.localeCompare(b.date) || a.type.localeCompare(b.type));
  return { rows, servicesInRange: inRange.length, totalCost: fromCents(totalCents), undated };
}

export function serviceHistoryCsv(report: ServiceHistoryReport, currencySymbol: string): CsvTable {
  return {
    header: ["Date", "Vehicle", "License Plate", "Service Type", "Mechanic", "Status", `Cost (${currencySymbol})`],
    rows: report.rows.map((row) => [row.date, row.vehicle, row.licensePlate, row.type, row.mechanic, row.status, csvMoney(row.cost)]),
  };
}
