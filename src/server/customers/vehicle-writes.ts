import { and, eq, ne, sql } from "drizzle-orm";
import type { z } from "zod";
import type { CustomerVehicle, customerVehicleInputSchema } from "../../shared/schemas/customers";
import type { Database } from "../db/database";
import { isUuid } from "../db/lists/is-uuid";
import { customers, customerVehicles } from "../db/schema";
import { ApiError } from "../http/api-error";
import { CUSTOMER_NOT_FOUND, findCustomer } from "./find-customer";
import { hasDatabaseCode } from "./database-error";
import { vehicleById } from "./vehicle-row";

type VehicleValues = z.output<typeof customerVehicleInputSchema>;

export const VEHICLE_NOT_FOUND = "No such vehicle on this customer's record. It may have been removed.";

/** A VIN is stored as the shop's records match it: upper case, trimmed (the schema trims). */
function stored(input: VehicleValues) {
  return { vin: input.vin.toUpperCase(), make: input.make, model: input.model, year: input.year, licensePlate: input.licensePlate };
}

/**
 * The 409 for a VIN that is already a vehicle of someone: it names whose, so the person at the
 * counter knows where the car is (sold on, or the same customer twice, for Merge Customers).
 */
async function vinTaken(db: Database, vin: string, exceptVehicleId: string | null): Promise<ApiError | null> {
  if (vin === "") return null;
  const [owner] = await db
    .select({ customerId: customers.id, name: customers.name, vehicleId: customerVehicles.id })
    .from(customerVehicles)
    .innerJoin(customers, eq(customers.id, customerVehicles.customerId))
    .where(
      and(
        sql`upper(trim(${customerVehicles.vin})) = ${vin}`,
        exceptVehicleId ? ne(customerVehicles.id, exceptVehicleId) : undefined,
      ),
    );
  if (!owner) return null;
  return new ApiError("conflict", `The VIN ${vin} is already on the record of ${owner.name}. A VIN belongs to one customer at a time.`, {
    fields: { vin: [`Already on the record of ${owner.name}.`] },
    customerId: owner.customerId,
    customerName: owner.name,
    vehicleId: owner.vehicleId,
  });
}

/** A unique-index refusal (two saves of one VIN at once) as the same 409 naming the owner. */
async function asVinConflict(db: Database, vin: string, exceptVehicleId: string | null, error: unknown): Promise<never> {
  if (hasDatabaseCode(error, "23505")) {
    const conflict = await vinTaken(db, vin, exceptVehicleId);
    if (conflict) throw conflict;
  }
  throw error;
}

export async function addVehicle(db: Database, customerId: string, input: VehicleValues): Promise<CustomerVehicle> {
  await findCustomer(db, customerId);
  const values = stored(input);
  const conflict = await vinTaken(db, values.vin, null);
  if (conflict) throw conflict;
  let inserted: { id: string }[];
  try {
    inserted = await db.insert(customerVehicles).values({ customerId, ...values }).returning({ id: customerVehicles.id });
  } catch (error) {
    // The customer was erased or merged in the meantime: the foreign key refuses the row.
    if (hasDatabaseCode(error, "23503")) throw new ApiError("not_found", CUSTOMER_NOT_FOUND);
    return asVinConflict(db, values.vin, null, error);
  }
  return (await vehicleById(db, inserted[0]!.id))!;
}

export async function updateVehicle(db: Database, customerId: string, vehicleId: string, input: VehicleValues): Promise<CustomerVehicle> {
  await findCustomer(db, customerId);
  if (!isUuid(vehicleId)) throw new ApiError("not_found", VEHICLE_NOT_FOUND);
  const values = stored(input);
  const conflict = await vinTaken(db, values.vin, vehicleId);
  if (conflict) throw conflict;
  let updated: { id: string }[];
  try {
    updated = await db
      .update(customerVehicles)
      .set(values)
      .where(and(eq(customerVehicles.id, vehicleId), eq(customerVehicles.customerId, customerId)))
      .returning({ id: customerVehicles.id });
  } catch (error) {
    return asVinConflict(db, values.vin, vehicleId, error);
  }
  if (updated.length === 0) throw new ApiError("not_found", VEHICLE_NOT_FOUND);
  return (await vehicleById(db, vehicleId))!;
}

/** Removes the vehicle from the customer's record; appointments that named it keep their other details. */
export async function removeVehicle(db: Database, customerId: string, vehicleId: string): Promise<void> {
  await findCustomer(db, customerId);
  if (!isUuid(vehicleId)) throw new ApiError("not_found", VEHICLE_NOT_FOUND);
  const removed = await db
    .delete(customerVehicles)
    .where(and(eq(customerVehicles.id, vehicleId), eq(customerVehicles.customerId, customerId)))
    .returning({ id: customerVehicles.id });
  if (removed.length === 0) throw new ApiError("not_found", VEHICLE_NOT_FOUND);
}
