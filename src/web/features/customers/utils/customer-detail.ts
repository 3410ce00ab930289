import type { CustomerRef } from "@/shared/schemas/customers";

/** What tells two customers of one name apart in a list: their first phone and their e-mail. */
export function customerDetail(customer: Pick<CustomerRef, "phones" | "email">): string {
  return [customer.phones[0]?.number ?? "", customer.email].filter((part) => part.trim() !== "").join(" · ");
}
