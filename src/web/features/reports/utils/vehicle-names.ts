import type { Vehicle } from "@/shared/schemas/local-records";

const UNKNOWN_VEHICLE = "Unknown vehicle";

/**
 * "Toyota Camry", or "Unknown vehicle" for a service whose vehicle is gone: reports give the plate
 * its own column. (Where the plate goes with the name, the shared vehicleLabel says it.)
 */
export function vehicleName(vehicle: Vehicle | undefined): string {
  if (!vehicle) return UNKNOWN_VEHICLE;
  return [vehicle.make, vehicle.model].filter(Boolean).join(" ") || "Unnamed vehicle";
}
