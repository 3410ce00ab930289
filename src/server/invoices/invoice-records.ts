import { asc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { PersonRef } from "../../shared/schemas/person-ref";
import type { Database } from "../db/database";
import { isUuid } from "../db/lists/is-uuid";
import { invoicePayments, invoices, profiles, type InvoicePaymentRow, type InvoiceRow } from "../db/schema";
import { ApiError } from "../http/api-error";

export const INVOICE_NOT_FOUND = "No such invoice. It may have been deleted.";
export const PAYMENT_NOT_FOUND = "No such payment on this invoice.";

/** A profile as an invoice names it; null once the account is gone. */
export function person(name: string | null, email: string | null): PersonRef | null {
  return name === null || email === null ? null : { name, email };
}

/** The invoice row, locked for the rest of the transaction when asked (FOR UPDATE); 404 when there is none. */
export async function requireInvoiceRow(db: Database, invoiceId: string, options: { lock: boolean } = { lock: false }): Promise<InvoiceRow> {
  if (!isUuid(invoiceId)) throw new ApiError("not_found", INVOICE_NOT_FOUND);
  const query = db.select().from(invoices).where(eq(invoices.id, invoiceId));
  const [row] = options.lock ? await query.for("update") : await query;
  if (!row) throw new ApiError("not_found", INVOICE_NOT_FOUND);
  return row;
}

const creator = alias(profiles, "creator");
const finalizer = alias(profiles, "finalizer");
const voider = alias(profiles, "voider");
const recorder = alias(profiles, "recorder");
const reverser = alias(profiles, "reverser");

export interface InvoicePaymentRecord extends InvoicePaymentRow {
  recordedByPerson: PersonRef | null;
  reversedByPerson: PersonRef | null;
}

export interface InvoiceRecords {
  row: InvoiceRow;
  createdBy: PersonRef | null;
  finalizedBy: PersonRef | null;
  voidedBy: PersonRef | null;
  payments: InvoicePaymentRecord[];
}

/** An invoice with the people who acted on it and its payments in the order they were recorded. */
export async function loadInvoiceRecords(db: Database, invoiceId: string): Promise<InvoiceRecords> {
  if (!isUuid(invoiceId)) throw new ApiError("not_found", INVOICE_NOT_FOUND);
  const [found] = await db
    .select({
      row: invoices,
      creatorName: creator.name,
      creatorEmail: creator.email,
      finalizerName: finalizer.name,
      finalizerEmail: finalizer.email,
      voiderName: voider.name,
      voiderEmail: voider.email,
    })
    .from(invoices)
    .leftJoin(creator, eq(creator.userId, invoices.createdBy))
    .leftJoin(finalizer, eq(finalizer.userId, invoices.finalizedBy))
    .leftJoin(voider, eq(voider.userId, invoices.voidedBy))
    .where(eq(invoices.id, invoiceId));
  if (!found) throw new ApiError("not_found", INVOICE_NOT_FOUND);
  const payments = await db
    .select({
      payment: invoicePayments,
      recorderName: recorder.name,
      recorderEmail: recorder.email,
      reverserName: reverser.name,
      reverserEmail: reverser.email,
    })
    .from(invoicePayments)
    .leftJoin(recorder, eq(recorder.userId, invoicePayments.recordedBy))
    .leftJoin(reverser, eq(reverser.userId, invoicePayments.reversedBy))
    .where(eq(invoicePayments.invoiceId, invoiceId))
    .orderBy(asc(invoicePayments.recordedAt), asc(invoicePayments.id));
  return {
    row: found.row,
    createdBy: person(found.creatorName, found.creatorEmail),
    finalizedBy: person(found.finalizerName, found.finalizerEmail),
    voidedBy: person(found.voiderName, found.voiderEmail),
    payments: payments.map((entry) => ({
      ...entry.payment,
      recordedByPerson: person(entry.recorderName, entry.recorderEmail),
      reversedByPerson: person(entry.reverserName, entry.reverserEmail),
    })),
  };
}
