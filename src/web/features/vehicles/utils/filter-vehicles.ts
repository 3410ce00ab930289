import type { Vehicle } from "@/shared/schemas/local-records";

/** SPEC.md 5: case-insensitive substring over make, model, licensePlate or owner name; then status. */
export function filterVehicles(vehicles: readonly Vehicle[], search: string, status: string): Vehicle[] {
  const needle = search.trim().toLowerCase();
  return vehicles.filter((vehicle) => {
    if (status !== "" && vehicle.status !== status) return false;
    if (needle === "") return true;
    return [vehicle.make, vehicle.model, vehicle.licensePlate, vehicle.owner.name].some((value) =>
      value.toLowerCase().includes(needle),
    );
  });
}
