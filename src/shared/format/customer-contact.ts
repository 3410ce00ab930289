import type { CustomerRef } from "../schemas/customers";

/**
 * How a linked record writes its customer's contact: the preferred way (the first phone for Phone
 * or Text, the e-mail for Email), else whichever the customer has; empty when they have neither.
 */
export function customerContact(customer: Pick<CustomerRef, "phones" | "email" | "preferredContact">): string {
  const phone = customer.phones[0]?.number.trim() ?? "";
  const email = customer.email.trim();
  const preferred = customer.preferredContact === "Email" ? email : phone;
  return preferred || phone || email;
}
