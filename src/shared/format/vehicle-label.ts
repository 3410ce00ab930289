import type { Vehicle } from "../schemas/local-records";

/** How a record names its vehicle everywhere: "Toyota Camry (ABC-1234)". */
export function vehicleLabel(vehicle: Pick<Vehicle, "make" | "model" | "licensePlate"> | undefined): string {
  if (!vehicle) return "Unknown vehicle";
  return `${vehicle.make} ${vehicle.model} (${vehicle.licensePlate})`;
}
