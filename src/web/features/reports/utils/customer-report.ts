import type { ServiceRecord, Vehicle } from "@/shared/schemas/local-records";
import { fromCents, toCents } from "./money-cents";
import { csvMoney, type CsvTable } from "./report-csv";
import { isCancelled, servicesInRange, type ReportRange } from "./report-range";

export interface CustomerRow {
  key: string;
  name: string;
  phone: string;
  email: string;
  /** All of the owner's vehicles, whether or not they were serviced in the range. */
  vehicles: number;
  /** Services in the range, cancelled ones left out. */
  services: number;
  totalSpend: number;
  /** The latest service day in the range up to today; null when all were in the future. */
  lastVisit: string | null;
}

export interface CustomerReport {
  /** Owners with at least one service in the range, highest spend first. */
  rows: CustomerRow[];
  /** Services in the range whose vehicle no longer exists: no owner to put them under. */
  unknownVehicleServices: number;
  undated: number;
}

export const NO_OWNER_NAME = "(No owner name)";

interface CustomerInput {
  services: readonly ServiceRecord[];
  vehicles: readonly Vehicle[];
  range: ReportRange;
  /** YYYY-MM-DD: a service scheduled after today is not a visit yet. */
  today: string;
}

/** Owners are told apart by name, ignoring case and spacing: the records hold no customer id. */
function ownerKey(vehicle: Vehicle): string {
  return vehicle.owner.name.trim().replace(/\s+/g, " ").toLowerCase();
}

/** Per owner: their vehicles, their services in the range, what they spent and their last visit. */
export function buildCustomerReport({ services, vehicles, range, today }: CustomerInput): CustomerReport {
  const owners = new Map<string, CustomerRow & { cents: number }>();
  const ownerOfVehicle = new Map<string, string>();
  for (const vehicle of vehicles) {
    const key = ownerKey(vehicle);
    ownerOfVehicle.set(vehicle.id, key);
    const owner = owners.get(key) ?? {
      key,
      name: vehicle.owner.name.trim() || NO_OWNER_NAME,
      phone: "",
      email: "",
      vehicles: 0,
      services: 0,
      totalSpend: 0,
      lastVisit: null,
      cents: 0,
    };
    owner.vehicles += 1;
    owner.phone ||= vehicle.owner.phone;
    owner.email ||= vehicle.owner.email;
    owners.set(key, owner);
  }

  const { inRange, undated } = servicesInRange(services, range);
  let unknownVehicleServices = 0;
  for (const { service, date } of inRange) {
    if (isCancelled(service)) continue;
    const key = ownerOfVehicle.get(service.vehicleId);
    const owner = key === undefined ? undefined : owners.get(key);
    if (!owner) {
      unknownVehicleServices += 1;
      continue;
    }
    owner.services += 1;
    owner.cents += toCents(service.cost);
    if (date <= today && (owner.lastVisit === null || date > owner.lastVisit)) owner.lastVisit = date;
  }

  const rows = [...owners.values()]
    .filter((owner) => owner.services > 0)
    .map(({ cents, ...owner }) => ({ ...owner, totalSpend: fromCents(cents) }))
    .sort((a, b) => b.totalSpend - a.totalSpend || a.name.localeCompare(b.name));
  return { rows, unknownVehicleServices, undated };
}

export function customerCsv(report: CustomerReport, currencySymbol: string): CsvTable {
  return {
    header: ["Owner", "Phone", "Email", "Vehicles", "Services", `Total Spend (${currencySymbol})`, "Last Visit"],
    rows: report.rows.map((row) => [row.name, row.phone, row.email, row.vehicles, row.services, csvMoney(row.totalSpend), row.lastVisit ?? ""]),
  };
}
