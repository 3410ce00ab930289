import { eq, sql } from "drizzle-orm";
import type { Customer } from "../../shared/schemas/customers";
import { arrayRowStatement } from "../db/array-rows";
import type { Database } from "../db/database";
import { isUuid } from "../db/lists/is-uuid";
import { perDatabase } from "../db/per-database";
import { customers } from "../db/schema";
import { ApiError } from "../http/api-error";
import { customerFromRow, selectCustomers } from "./customer-row";

export const CUSTOMER_NOT_FOUND = "No such customer. They may have been merged into another or erased.";

const customerById = perDatabase((db) => arrayRowStatement(db, "customer_by_id", selectCustomers(db).where(eq(customers.id, sql.placeholder("id")))));

/** One customer, or a 404. Reads on the database's pool, outside any transaction. */
export async function findCustomer(db: Database, customerId: string): Promise<Customer> {
  if (!isUuid(customerId)) throw new ApiError("not_found", CUSTOMER_NOT_FOUND);
  const [row] = await customerById(db)({ id: customerId });
  if (!row) throw new ApiError("not_found", CUSTOMER_NOT_FOUND);
  return customerFromRow(row);
}
