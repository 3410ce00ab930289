import type { CustomerPhone, Customer } from "../../shared/schemas/customers";
import type { PreferredContact } from "../../shared/constants/customers";
import { columnPositions, type ArrayRow } from "../db/array-rows";
import type { Database } from "../db/database";
import { isoTime } from "../db/lists/iso-time";
import { cursorTimeOf, type CursorKey } from "../db/lists/page-cursor";
import { customers } from "../db/schema";

/** A customer's columns as the API shows them, flat: the order of its positional row. */
export const customerColumns = {
  id: customers.id,
  name: customers.name,
  phones: customers.phones,
  email: customers.email,
  address: customers.address,
  preferredContact: customers.preferredContact,
  notes: customers.notes,
  remindersAgreed: customers.remindersAgreed,
  remindersStoppedAt: customers.remindersStoppedAt,
  createdAt: customers.createdAt,
  updatedAt: customers.updatedAt,
};

const at = columnPositions(customerColumns);

/** Customers read as positional rows (customerFromRow), by the list and single reads alike. */
export function selectCustomers(db: Database) {
  return db.select(customerColumns).from(customers);
}

/** Times from a positional row are PostgreSQL's text; from a drizzle row they are Dates. */
function timeText(value: unknown): string {
  return value instanceof Date ? value.toISOString() : isoTime(value as string);
}

/** The one way a customer row becomes the API's customer: lists, single reads and writes. */
export function customerFromRow(row: ArrayRow): Customer {
  const stoppedAt = row[at.remindersStoppedAt];
  return {
    id: row[at.id] as string,
    name: row[at.name] as string,
    phones: row[at.phones] as CustomerPhone[],
    email: row[at.email] as string,
    address: row[at.address] as string,
    preferredContact: row[at.preferredContact] as PreferredContact,
    notes: row[at.notes] as string,
    remindersAgreed: row[at.remindersAgreed] as boolean,
    remindersStoppedAt: stoppedAt === null || stoppedAt === undefined ? null : timeText(stoppedAt),
    createdAt: timeText(row[at.createdAt]),
    updatedAt: timeText(row[at.updatedAt]),
  };
}

/** A drizzle row of customerColumns (a write's RETURNING, a transaction's read) as the API's customer. */
export function customerFromRecord(record: { [K in keyof typeof customerColumns]: unknown }): Customer {
  return customerFromRow(Object.keys(customerColumns).map((key) => record[key as keyof typeof customerColumns]));
}

/** A row's place in the newest-first order: the list's cursor key. */
export function customerCursorKey(row: ArrayRow): CursorKey {
  return { time: cursorTimeOf(row[at.createdAt] as string), id: row[at.id] as string };
}
