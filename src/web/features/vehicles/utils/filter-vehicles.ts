import type { Vehicle } from "@/shared/schemas/local-records";

interface IndexedVehicle {
  vehicle: Vehicle;
  haystack: string;
}

// Built once per stored list (the store hands out a new array on every change), so a keystroke
// over thousands of vehicles is only a substring test per row.
const indexes = new WeakMap<readonly Vehicle[], IndexedVehicle[]>();

function indexOf(vehicles: readonly Vehicle[]): IndexedVehicle[] {
  let index = indexes.get(vehicles);
  if (!index) {
    index = vehicles.map((vehicle) => ({
      vehicle,
      haystack: [vehicle.make, vehicle.model, vehicle.licensePlate, vehicle.owner.name].join("\u0000").toLowerCase(),
    }));
    indexes.set(vehicles, index);
  }
  return index;
}

/** Case-insensitive substring over make, model, licensePlate or owner name; then status. */
export function filterVehicles(vehicles: readonly Vehicle[], search: string, status: string): Vehicle[] {
  const needle = search.trim().toLowerCase();
  const result: Vehicle[] = [];
  for (const { vehicle, haystack } of indexOf(vehicles)) {
    if (status !== "" && vehicle.status !== status) continue;
    if (needle !== "" && !haystack.includes(needle)) continue;
    result.push(vehicle);
  }
  return result;
}
