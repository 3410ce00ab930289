import { eq } from "drizzle-orm";
import { customerContactText } from "../../shared/format/customer-contact";
import type { Database } from "../db/database";
import { customers } from "../db/schema";

/** What a document shows and mails to of a linked customer. */
export interface LinkedCustomer {
  name: string;
  /** The preferred contact, as linked records show it. */
  contact: string | null;
  /** Where documents are mailed; null when the customer has no e-mail. */
  email: string | null;
}

/** The customer's current details, or null when there is no such customer (never linked, or erased). */
export async function readLinkedCustomer(db: Database, customerId: string | null): Promise<LinkedCustomer | null> {
  if (!customerId) return null;
  const [row] = await db
    .select({ name: customers.name, phones: customers.phones, email: customers.email, preferredContact: customers.preferredContact })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!row) return null;
  return { name: row.name, contact: customerContactText(row), email: row.email.trim() || null };
}
