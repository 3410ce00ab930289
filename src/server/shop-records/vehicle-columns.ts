import type { Vehicle } from "../../shared/schemas/local-records";
import type { ShopVehicleRow } from "../db/schema";
import { InvalidMutationError } from "./invalid-mutation";
import type { DataColumns } from "./record-codec";

const INT_MAX = 2_147_483_647;

/** A vehicle's own columns; the year must fit the integer column. */
export function vehicleColumns(vehicle: Vehicle): DataColumns<ShopVehicleRow> {
  const { year } = vehicle;
  if (year !== null && (!Number.isInteger(year) || Math.abs(year) > INT_MAX)) {
    throw new InvalidMutationError("year: Must be a whole number.");
  }
  return {
    make: vehicle.make,
    model: vehicle.model,
    year,
    licensePlate: vehicle.licensePlate,
    vin: vehicle.vin,
    ownerName: vehicle.owner.name,
    ownerPhone: vehicle.owner.phone,
    ownerEmail: vehicle.owner.email,
    status: vehicle.status,
    mileage: vehicle.mileage,
    lastService: vehicle.lastService,
    nextServiceDue: vehicle.nextServiceDue,
    notes: vehicle.notes,
    customFields: vehicle.customFields,
  };
}

/** The vehicle as devices keep it, from its columns (without its save time). */
export function vehicleFromColumns(row: DataColumns<ShopVehicleRow> & { id: string }): Vehicle {
  return {
    id: row.id,
    make: row.make,
    model: row.model,
    year: row.year,
    licensePlate: row.licensePlate,
    vin: row.vin,
    owner: { name: row.ownerName, phone: row.ownerPhone, email: row.ownerEmail },
    status: row.status,
    mileage: row.mileage,
    lastService: row.lastService,
    nextServiceDue: row.nextServiceDue,
    notes: row.notes,
    customFields: row.customFields,
  };
}
