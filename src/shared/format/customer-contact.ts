import type { PreferredContact } from "../constants/customers";
import type { CustomerPhone } from "../schemas/customers";

/**
 * The contact a linked ticket, job card or invoice shows for its customer: the preferred way (the
 * first phone for Phone or Text, the e-mail for Email), else whichever the customer has; empty
 * when they have neither.
 */
export function customerContactText(customer: { phones: readonly CustomerPhone[]; email: string; preferredContact: PreferredContact }): string {
  const phone = customer.phones[0]?.number ?? "";
  if (customer.preferredContact === "Email") return customer.email || phone;
  return phone || customer.email;
}
