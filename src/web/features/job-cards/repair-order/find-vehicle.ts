import type { Vehicle } from "@/shared/schemas/local-records";

/** The shop's vehicle record with this VIN (case and spaces ignored), for its make, model and mileage. */
export function findVehicle(vehicles: readonly Vehicle[], vin: string): Vehicle | undefined {
  const wanted = vin.replace(/\s+/g, "").toUpperCase();
  if (!wanted) return undefined;
  return vehicles.find((vehicle) => (vehicle.vin ?? "").replace(/\s+/g, "").toUpperCase() === wanted);
}
