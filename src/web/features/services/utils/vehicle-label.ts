import type { Vehicle } from "@/shared/schemas/local-records";

/** How a service names its vehicle everywhere: "Toyota Camry (ABC-1234)". */
export function vehicleLabel(vehicle: Vehicle | undefined): string {
  if (!vehicle) return "Unknown vehicle";
  return `${vehicle.make} ${vehicle.model} (${vehicle.licensePlate})`;
}
