import type { ServiceRecord, Vehicle } from "@/shared/schemas/local-records";
import { vehicleLabel } from "@/shared/format/vehicle-label";
import { addDays, localDateKey, toDateKey, type DateKey } from "@/web/lib/date-keys";

/** Vehicles due for a service within this many days (or overdue) are listed as upcoming. */
export const SERVICE_DUE_WINDOW_DAYS = 30;

export type UpcomingItem =
  | { kind: "service"; id: string; date: DateKey; type: string; vehicle: string; href: string }
  | { kind: "vehicle"; id: string; date: DateKey; vehicle: string; overdue: boolean; href: string };

/**
 * Scheduled services dated today or later, and vehicles whose next service is due within
 * SERVICE_DUE_WINDOW_DAYS or is overdue; soonest first (an overdue vehicle before everything).
 */
export function upcomingServices(vehicles: readonly Vehicle[], services: readonly ServiceRecord[], now: Date): UpcomingItem[] {
  const today = localDateKey(now);
  const horizon = addDays(today, SERVICE_DUE_WINDOW_DAYS);
  const vehiclesById = new Map(vehicles.map((vehicle) => [vehicle.id, vehicle]));
  const items: UpcomingItem[] = [];

  for (const service of services) {
    const date = toDateKey(service.serviceDate);
    if (service.status !== "Scheduled" || date === null || date < today) continue;
    items.push({
      kind: "service",
      id: service.id,
      date,
      type: service.type || "Service",
      vehicle: vehicleLabel(vehiclesById.get(service.vehicleId)),
      href: `/services/${encodeURIComponent(service.id)}`,
    });
  }
  for (const vehicle of vehicles) {
    const date = toDateKey(vehicle.nextServiceDue);
    if (date === null || date > horizon) continue;
    items.push({
      kind: "vehicle",
      id: vehicle.id,
      date,
      vehicle: vehicleLabel(vehicle),
      overdue: date < today,
      href: `/vehicles/${encodeURIComponent(vehicle.id)}`,
    });
  }
  // A stable sort keeps services before vehicles on the same day, each in stored order.
  return items.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}
