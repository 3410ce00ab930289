import { asc, eq, inArray } from "drizzle-orm";
import type { CustomerVehicle } from "../../shared/schemas/customers";
import type { Database } from "../db/database";
import { customerVehicles } from "../db/schema";
import { latestMileage, mileageNumber } from "./vehicle-mileage";

const vehicleColumns = {
  id: customerVehicles.id,
  customerId: customerVehicles.customerId,
  vin: customerVehicles.vin,
  make: customerVehicles.make,
  model: customerVehicles.model,
  year: customerVehicles.year,
  licensePlate: customerVehicles.licensePlate,
  createdAt: customerVehicles.createdAt,
  mileage: latestMileage(),
};

type VehicleRecord = { [K in keyof typeof vehicleColumns]: K extends "mileage" ? string | number | null : unknown };

function vehicleFromRecord(row: VehicleRecord): CustomerVehicle {
  return {
    id: row.id as string,
    customerId: row.customerId as string,
    vin: row.vin as string,
    make: row.make as string,
    model: row.model as string,
    year: row.year as number | null,
    licensePlate: row.licensePlate as string,
    mileage: mileageNumber(row.mileage),
    createdAt: (row.createdAt as Date).toISOString(),
  };
}

/** The vehicles of some customers (all of them when `customerIds` is null), oldest first, each with its latest mileage. */
export async function vehiclesOf(db: Database, customerIds: readonly string[] | null): Promise<CustomerVehicle[]> {
  if (customerIds !== null && customerIds.length === 0) return [];
  const query = db.select(vehicleColumns).from(customerVehicles);
  const filtered = customerIds === null ? query : query.where(inArray(customerVehicles.customerId, [...customerIds]));
  const rows = await filtered.orderBy(asc(customerVehicles.createdAt), asc(customerVehicles.id));
  return rows.map(vehicleFromRecord);
}

/** One vehicle with its latest mileage, or undefined. */
export async function vehicleById(db: Database, vehicleId: string): Promise<CustomerVehicle | undefined> {
  const [row] = await db.select(vehicleColumns).from(customerVehicles).where(eq(customerVehicles.id, vehicleId));
  return row ? vehicleFromRecord(row) : undefined;
}
