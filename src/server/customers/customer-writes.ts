import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Customer, customerFormSchema, customerUpdateSchema } from "../../shared/schemas/customers";
import { arrayRows } from "../db/array-rows";
import type { Database } from "../db/database";
import { isUuid } from "../db/lists/is-uuid";
import { FIRST_VERSION, nextVersion, parseVersion } from "../db/lists/row-version";
import { customers } from "../db/schema";
import { ApiError, staleEditError } from "../http/api-error";
import { customerColumns, customerFromRow } from "./customer-row";
import { CUSTOMER_NOT_FOUND, findCustomer } from "./find-customer";

const STALE_MESSAGE = "Someone else changed this customer. It has been reloaded; make your change again.";

/** The stored form of the form's fields. */
function formColumns(input: z.output<typeof customerFormSchema>) {
  return {
    name: input.name,
    phones: input.phones,
    email: input.email,
    address: input.address,
    preferredContact: input.preferredContact,
    notes: input.notes,
    remindersAgreed: input.remindersAgreed,
  };
}

export async function createCustomer(db: Database, createdBy: string, input: z.output<typeof customerFormSchema>): Promise<Customer> {
  const [row] = await arrayRows(
    db,
    db
      .insert(customers)
      .values({ ...formColumns(input), createdBy, updatedBy: createdBy, updatedAt: FIRST_VERSION })
      .returning(customerColumns),
  );
  return customerFromRow(row!);
}

/**
 * Saves the form unless someone else saved first: 409 carrying the customer as stored now. One
 * statement writes only the version the client saw, as ticket edits do. Staff agreeing to
 * reminders again clears a stop the customer made through a mail's link; leaving the agreement
 * as it was keeps it.
 */
export async function updateCustomer(
  db: Database,
  customerId: string,
  updatedBy: string,
  input: z.output<typeof customerUpdateSchema>,
): Promise<Customer> {
  if (!isUuid(customerId)) throw new ApiError("not_found", CUSTOMER_NOT_FOUND);
  const seen = parseVersion(input.updatedAt);
  const current = await findCustomer(db, customerId);
  const agreedAgain = input.remindersAgreed && !current.remindersAgreed;
  const [written] = await arrayRows(
    db,
    db
      .update(customers)
      .set({
        ...formColumns(input),
        ...(agreedAgain ? { remindersStoppedAt: null } : {}),
        updatedBy,
        updatedAt: nextVersion(customers.updatedAt),
      })
      .where(and(eq(customers.id, customerId), eq(customers.updatedAt, seen)))
      .returning(customerColumns),
  );
  if (!written) throw staleEditError(STALE_MESSAGE, await findCustomer(db, customerId));
  return customerFromRow(written);
}
