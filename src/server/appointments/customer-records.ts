import { and, desc, eq, isNotNull, sql } from "drizzle-orm";
import type { CustomerVehicleValues } from "../../shared/schemas/customers";
import type { Database } from "../db/database";
import { isUuid } from "../db/lists/is-uuid";
import { customers, customerVehicles, jobCards, type CustomerRow, type CustomerVehicleRow } from "../db/schema";
import { ApiError } from "../http/api-error";

/**
 * The customer and vehicle an appointment names, read straight from their tables: the customers
 * slice owns their routes, an appointment only needs to find them and add a vehicle in place.
 */

function fieldError(field: string, message: string): ApiError {
  return new ApiError("validation_failed", `Please correct: ${field}.`, { fields: { [field]: [message] } });
}

export async function requireCustomer(db: Database, customerId: string): Promise<CustomerRow> {
  const [customer] = isUuid(customerId) ? await db.select().from(customers).where(eq(customers.id, customerId)) : [];
  if (!customer) throw fieldError("customerId", "Choose a customer. This one no longer exists.");
  return customer;
}

/**
 * The appointment's vehicle: one of the customer's, or a new one added to the customer's vehicles
 * (in the caller's transaction). A new vehicle whose VIN the customer already has is that vehicle;
 * a VIN of another customer's is a 409, since a VIN belongs to one customer at a time.
 */
export async function resolveVehicle(
  db: Database,
  customerId: string,
  customerVehicleId: string | null,
  newVehicle: CustomerVehicleValues | null,
): Promise<CustomerVehicleRow> {
  if (customerVehicleId !== null) {
    const [vehicle] = isUuid(customerVehicleId)
      ? await db
          .select()
          .from(customerVehicles)
          .where(and(eq(customerVehicles.id, customerVehicleId), eq(customerVehicles.customerId, customerId)))
      : [];
    if (!vehicle) throw fieldError("customerVehicleId", "Choose one of the customer's vehicles.");
    return vehicle;
  }
  if (newVehicle === null) throw fieldError("customerVehicleId", "Choose a vehicle or add one.");
  const vin = newVehicle.vin.trim();
  if (vin !== "") {
    const [existing] = await db
      .select()
      .from(customerVehicles)
      .where(and(sql`trim(${customerVehicles.vin}) <> ''`, sql`upper(trim(${customerVehicles.vin})) = upper(${vin})`));
    if (existing && existing.customerId === customerId) return existing;
    if (existing) throw new ApiError("conflict", `The VIN ${vin} belongs to another customer's vehicle. Open that customer, or check the VIN.`);
  }
  const [added] = await db
    .insert(customerVehicles)
    .values({ customerId, vin, make: newVehicle.make, model: newVehicle.model, year: newVehicle.year, licensePlate: newVehicle.licensePlate })
    .returning();
  return added!;
}

/** The latest mileage a repair order recorded for the VIN; null when none did. */
export async function latestMileage(db: Database, vin: string): Promise<number | null> {
  if (vin.trim() === "") return null;
  const [row] = await db
    .select({ mileage: jobCards.mileage })
    .from(jobCards)
    .where(and(isNotNull(jobCards.mileage), sql`upper(trim(${jobCards.vin})) = upper(trim(${vin}))`))
    .orderBy(desc(jobCards.createdAt))
    .limit(1);
  return row?.mileage ?? null;
}

/** The contact a ticket or repair order carries: the way the customer prefers, else what they have. */
export function customerContact(customer: CustomerRow): string | null {
  const phone = customer.phones[0]?.number ?? "";
  const preferred = customer.preferredContact === "Email" ? [customer.email, phone] : [phone, customer.email];
  return preferred.find((value) => value.trim() !== "") ?? null;
}
