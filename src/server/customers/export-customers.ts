import { asc } from "drizzle-orm";
import type { CustomerExport } from "../../shared/schemas/customers";
import type { Database } from "../db/database";
import { customers } from "../db/schema";
import { customerColumns, customerFromRecord } from "./customer-row";
import { vehiclesOf } from "./vehicle-row";

/** Every customer, oldest first, each with their vehicles: the customers part of the Admin's JSON export. */
export async function exportCustomers(db: Database): Promise<CustomerExport> {
  const [rows, vehicles] = await Promise.all([
    db.select(customerColumns).from(customers).orderBy(asc(customers.createdAt), asc(customers.id)),
    vehiclesOf(db, null),
  ]);
  const byCustomer = new Map<string, typeof vehicles>();
  for (const vehicle of vehicles) {
    const own = byCustomer.get(vehicle.customerId);
    if (own) own.push(vehicle);
    else byCustomer.set(vehicle.customerId, [vehicle]);
  }
  return { customers: rows.map((row) => ({ ...customerFromRecord(row), vehicles: byCustomer.get(row.id) ?? [] })) };
}
