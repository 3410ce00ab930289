import type { CustomerPhone } from "@/shared/schemas/customers";

/** A customer's phone numbers on one line, each with its kind: "Mobile 555-0101, Work 555-0102". */
export function phonesText(phones: readonly CustomerPhone[]): string {
  return phones.map((phone) => `${phone.kind} ${phone.number}`).join(", ");
}
