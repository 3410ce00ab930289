import { UNKNOWN_CUSTOMER_MESSAGE } from "../../shared/constants/customers";
import { can } from "../../shared/auth/permissions";
import type { Role } from "../../shared/auth/roles";
import { isUuid } from "../db/lists/is-uuid";
import { ApiError } from "../http/api-error";

export const LINK_NOT_ALLOWED_MESSAGE = "Your role does not allow choosing a record's customer.";

/** The 400 on the customerId field, as the form shows it under the customer picker. */
export function unknownCustomer(): ApiError {
  return new ApiError("validation_failed", UNKNOWN_CUSTOMER_MESSAGE, { fields: { customerId: [UNKNOWN_CUSTOMER_MESSAGE] } });
}

/** A customerId that cannot be a customer's (not a uuid) is refused before it reaches PostgreSQL as a cast error. */
export function assertCustomerIdShape(customerId: string | null | undefined): void {
  if (customerId && !isUuid(customerId)) throw unknownCustomer();
}

/**
 * Customers are personal data for staff: a role without customers:manage (a User raising a
 * ticket) cannot set or change a record's customer, though it may send back the one it has.
 */
export function assertMayChangeLink(role: Role, current: string | null, wanted: string | null | undefined): void {
  if (wanted === undefined || wanted === current) return;
  if (!can(role, "customers:manage")) throw new ApiError("forbidden", LINK_NOT_ALLOWED_MESSAGE);
}

/** Whether an error (or what it wraps) is PostgreSQL's refusal of a customer_id naming no customer. */
function isMissingCustomer(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === "23503" && typeof constraint === "string" && constraint.endsWith("_customer_id_customers_id_fk")) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Runs a write that sets a customer_id. The foreign key is the check: a customer that does not
 * exist, or was erased a moment before, is the field's 400 rather than a 500, with nothing stored.
 */
export async function writingCustomerLink<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isMissingCustomer(error)) throw unknownCustomer();
    throw error;
  }
}
