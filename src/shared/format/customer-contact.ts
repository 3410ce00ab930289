import type { PreferredContact } from "../constants/customers";

export interface ContactDetails {
  phones: readonly { number: string }[];
  email: string;
  preferredContact: PreferredContact;
}

/**
 * The contact a record linked to the customer shows: the preferred way (the first phone for Phone
 * or Text, the e-mail for Email), falling back to whichever exists; null when there is neither.
 * The database applies the same rule to linked records' copies (customer_contact_text, migration
 * 0028), so a page and a list never disagree.
 */
export function customerContactText(customer: ContactDetails): string | null {
  const phone = customer.phones[0]?.number.trim() || null;
  const email = customer.email.trim() || null;
  return customer.preferredContact === "Email" ? (email ?? phone) : (phone ?? email);
}

/** A loose check: a typed customer contact holds a phone number or an e-mail address. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The e-mail address a typed contact holds, if it is one: where a document of an unlinked record is mailed. */
export function customerEmail(contact: string | null): string | null {
  const trimmed = contact?.trim() ?? "";
  return EMAIL.test(trimmed) ? trimmed : null;
}
