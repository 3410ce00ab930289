import { vehicleLabel } from "@/shared/format/vehicle-label";
import type { ServiceRecord, Vehicle } from "@/shared/schemas/local-records";
import { SEARCH_RESULTS_PER_GROUP, type SearchHit } from "./search-hit";

interface Indexed<T> {
  record: T;
  haystack: string;
}

/** Lower-cased text per record, built once per stored list (the store hands out a new array on each change). */
const vehicleIndexes = new WeakMap<readonly Vehicle[], Indexed<Vehicle>[]>();
const serviceIndexes = new WeakMap<readonly ServiceRecord[], WeakMap<readonly Vehicle[], Indexed<ServiceRecord>[]>>();

const joined = (parts: readonly (string | undefined)[]) => parts.join("\u0000").toLowerCase();

function indexVehicles(vehicles: readonly Vehicle[]): Indexed<Vehicle>[] {
  let index = vehicleIndexes.get(vehicles);
  if (!index) {
    index = vehicles.map((record) => ({
      record,
      haystack: joined([record.vin, record.licensePlate, record.make, record.model, record.owner.name]),
    }));
    vehicleIndexes.set(vehicles, index);
  }
  return index;
}

function indexServices(services: readonly ServiceRecord[], vehicles: readonly Vehicle[]): Indexed<ServiceRecord>[] {
  let byVehicles = serviceIndexes.get(services);
  if (!byVehicles) {
    byVehicles = new WeakMap();
    serviceIndexes.set(services, byVehicles);
  }
  let index = byVehicles.get(vehicles);
  if (!index) {
    const vehiclesById = new Map(vehicles.map((vehicle) => [vehicle.id, vehicle]));
    index = services.map((record) => {
      const vehicle = vehiclesById.get(record.vehicleId);
      // The label too, so "Toyota Camry" finds a service across make and model.
      const label = vehicle ? vehicleLabel(vehicle) : "";
      return { record, haystack: joined([record.type, vehicle?.make, vehicle?.model, vehicle?.licensePlate, label, record.status]) };
    });
    byVehicles.set(vehicles, index);
  }
  return index;
}

function firstMatches<T>(index: readonly Indexed<T>[], term: string, limit: number): T[] {
  const needle = term.trim().toLowerCase();
  if (needle === "") return [];
  const found: T[] = [];
  for (const { record, haystack } of index) {
    if (!haystack.includes(needle)) continue;
    found.push(record);
    if (found.length === limit) break;
  }
  return found;
}

const joinDetail = (parts: readonly string[]) => parts.filter((part) => part !== "").join(" · ");

/** Vehicles whose VIN, plate, make, model or owner name holds the term (any case). */
export function searchVehicles(vehicles: readonly Vehicle[], term: string, limit = SEARCH_RESULTS_PER_GROUP): SearchHit[] {
  return firstMatches(indexVehicles(vehicles), term, limit).map((vehicle) => ({
    key: `vehicle:${vehicle.id}`,
    group: "vehicles",
    title: vehicleLabel(vehicle),
    detail: joinDetail([vehicle.vin ? `VIN ${vehicle.vin}` : "", vehicle.owner.name]),
    href: `/vehicles/${encodeURIComponent(vehicle.id)}`,
  }));
}

/** Services whose type, vehicle (make, model, plate) or status holds the term (any case). */
export function searchServices(
  services: readonly ServiceRecord[],
  vehicles: readonly Vehicle[],
  term: string,
  limit = SEARCH_RESULTS_PER_GROUP,
): SearchHit[] {
  const vehiclesById = new Map<string, Vehicle>();
  const found = firstMatches(indexServices(services, vehicles), term, limit);
  if (found.length > 0) for (const vehicle of vehicles) vehiclesById.set(vehicle.id, vehicle);
  return found.map((service) => ({
    key: `service:${service.id}`,
    group: "services",
    title: service.type || "Service",
    detail: joinDetail([vehicleLabel(vehiclesById.get(service.vehicleId)), service.serviceDate, service.status]),
    href: `/services/${encodeURIComponent(service.id)}`,
  }));
}
