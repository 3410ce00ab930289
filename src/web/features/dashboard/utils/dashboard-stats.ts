import type { ServiceRecord, Vehicle } from "@/shared/schemas/local-records";
import { localDateKey, toDateKey } from "@/web/lib/date-keys";

export interface DashboardStats {
  totalVehicles: number;
  /** Services whose status is In Progress. */
  activeServices: number;
  /** The cost of services dated in the current calendar month (the browser's time zone). */
  revenueThisMonth: number;
}

/** The three stat cards (Total Vehicles, Active Services, Revenue), from this browser's records at `now`. */
export function dashboardStats(vehicles: readonly Vehicle[], services: readonly ServiceRecord[], now: Date): DashboardStats {
  const month = localDateKey(now).slice(0, 7);
  let activeServices = 0;
  // Summed in cents, so 0.1 + 0.2 shows as 0.30 rather than drifting.
  let revenueCents = 0;
  for (const service of services) {
    if (service.status === "In Progress") activeServices += 1;
    if (service.cost !== null && toDateKey(service.serviceDate)?.slice(0, 7) === month) {
      revenueCents += Math.round(service.cost * 100);
    }
  }
  return { totalVehicles: vehicles.length, activeServices, revenueThisMonth: revenueCents / 100 };
}
