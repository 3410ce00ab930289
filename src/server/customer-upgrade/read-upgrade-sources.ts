import { and, asc, eq, isNull, ne, or, sql, type AnyColumn } from "drizzle-orm";
import type { Database } from "../db/database";
import { customers, customerVehicles, invoices, jobCards, serviceTickets, shopVehicles } from "../db/schema";
import type { PlannedCustomer, UpgradeRecord } from "./plan-customer-upgrade";
import { readContact } from "./upgrade-rules";

export interface UpgradeSources {
  customers: Omit<PlannedCustomer, "isNew" | "preferredContact">[];
  /** VIN (trimmed, upper case) to the customer who has it. */
  vins: Map<string, string>;
  /** Shop vehicles first (their owner fields are the fullest), then tickets, job cards and invoices, oldest first. */
  records: UpgradeRecord[];
}

const time = (value: Date) => value.getTime();

function typed(kind: UpgradeRecord["kind"], id: string, name: string | null, contact: string | null, vin: string | null, createdAt: Date): UpgradeRecord {
  const { email, phone } = readContact(contact);
  const other = !email && !phone && contact?.trim() ? contact.trim() : null;
  return { kind, id, name, email, phone, otherContact: other, vin, createdAt: time(createdAt) };
}

/** Everything the upgrade reads, inside its transaction: customers, their VINs and the unlinked records with customer text. */
export async function readUpgradeSources(db: Database): Promise<UpgradeSources> {
  const known = await db.select({ id: customers.id, name: customers.name, email: customers.email, phones: customers.phones }).from(customers).orderBy(asc(customers.createdAt), asc(customers.id));
  const vinRows = await db.select({ vin: customerVehicles.vin, customerId: customerVehicles.customerId }).from(customerVehicles);
  const vehicles = await db
    .select()
    .from(shopVehicles)
    .where(and(isNull(shopVehicles.deletedAt), or(ne(shopVehicles.ownerName, ""), ne(shopVehicles.ownerPhone, ""), ne(shopVehicles.ownerEmail, ""))))
    .orderBy(asc(shopVehicles.updatedAt), asc(shopVehicles.id));
  const hasText = (name: AnyColumn, contact: AnyColumn) =>
    sql`(coalesce(btrim(${name}), '') <> '' or coalesce(btrim(${contact}), '') <> '')`;
  const tickets = await db
    .select()
    .from(serviceTickets)
    .where(and(isNull(serviceTickets.customerId), hasText(serviceTickets.customerName, serviceTickets.customerContact)))
    .orderBy(asc(serviceTickets.createdAt), asc(serviceTickets.id));
  const cards = await db
    .select()
    .from(jobCards)
    .where(and(isNull(jobCards.customerId), hasText(jobCards.customerName, jobCards.customerContact)))
    .orderBy(asc(jobCards.createdAt), asc(jobCards.id));
  // A draft shows its card's contact; a finalized or void invoice the one it froze.
  const bills = await db
    .select({
      id: invoices.id,
      vin: invoices.vin,
      customerName: invoices.customerName,
      frozenContact: sql<string | null>`${invoices.parties} ->> 'customerContact'`,
      cardContact: jobCards.customerContact,
      state: invoices.state,
      createdAt: invoices.createdAt,
    })
    .from(invoices)
    .leftJoin(jobCards, eq(jobCards.id, invoices.jobCardId))
    .where(isNull(invoices.customerId))
    .orderBy(asc(invoices.createdAt), asc(invoices.id));

  const records: UpgradeRecord[] = [
    ...vehicles.map((vehicle): UpgradeRecord => ({
      kind: "vehicle",
      id: vehicle.id,
      name: vehicle.ownerName,
      email: readContact(vehicle.ownerEmail).email,
      phone: readContact(vehicle.ownerPhone).phone,
      otherContact: [vehicle.ownerEmail, vehicle.ownerPhone].filter((text) => text.trim() && !readContact(text).email && !readContact(text).phone).join(" / ") || null,
      vin: vehicle.vin,
      createdAt: time(vehicle.updatedAt),
      vehicle: { make: vehicle.make, model: vehicle.model, year: vehicle.year, licensePlate: vehicle.licensePlate },
    })),
    ...tickets.map((ticket) => typed("ticket", ticket.id, ticket.customerName, ticket.customerContact, ticket.vin, ticket.createdAt)),
    ...cards.map((card) => typed("job-card", card.id, card.customerName, card.customerContact, card.vin, card.createdAt)),
    ...bills
      .map((bill) => typed("invoice", bill.id, bill.customerName, bill.state === "draft" ? bill.cardContact : bill.frozenContact, bill.vin, bill.createdAt))
      .filter((record) => record.name?.trim() || record.email || record.phone || record.otherContact),
  ];
  return {
    customers: known.map((customer) => ({ id: customer.id, name: customer.name, email: customer.email, phones: customer.phones.map((phone) => phone.number) })),
    vins: new Map(vinRows.filter((row) => row.vin.trim()).map((row) => [row.vin.trim().toUpperCase(), row.customerId])),
    records,
  };
}
