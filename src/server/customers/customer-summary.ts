import { and, desc, eq, inArray } from "drizzle-orm";
import { OPEN_TICKET_STATUSES } from "../../shared/constants/statuses";
import { balanceDueCents } from "../../shared/money/invoice-amounts";
import type { CustomerSummary } from "../../shared/schemas/customers";
import type { Database } from "../db/database";
import { invoices, jobCards, serviceTickets } from "../db/schema";
import { findCustomer } from "./find-customer";
import { vehiclesOf } from "./vehicle-row";

/** What an invoice still asks of the customer: a finalized one's balance; a draft or a void one asks nothing. */
function owedCents(state: string, totalCents: number, amountPaidCents: number): number {
  return state === "finalized" ? balanceDueCents(totalCents, amountPaidCents) : 0;
}

/** A job card as its list names it: the start of its id. */
const shortId = (id: string) => id.slice(0, 8);

/**
 * The customer page: the customer, their vehicles with the latest mileage, open tickets, repair
 * orders and invoices (newest first), and the balance due over every finalized, not void invoice.
 */
export async function customerSummary(db: Database, customerId: string): Promise<CustomerSummary> {
  const customer = await findCustomer(db, customerId);
  const [vehicles, tickets, cards, bills] = await Promise.all([
    vehiclesOf(db, [customer.id]),
    db
      .select({ id: serviceTickets.id, vin: serviceTickets.vin, status: serviceTickets.status, createdAt: serviceTickets.createdAt })
      .from(serviceTickets)
      .where(and(eq(serviceTickets.customerId, customer.id), inArray(serviceTickets.status, [...OPEN_TICKET_STATUSES])))
      .orderBy(desc(serviceTickets.createdAt), desc(serviceTickets.id)),
    db
      .select({ id: jobCards.id, vin: jobCards.vin, status: jobCards.status, createdAt: jobCards.createdAt })
      .from(jobCards)
      .where(eq(jobCards.customerId, customer.id))
      .orderBy(desc(jobCards.createdAt), desc(jobCards.id)),
    db
      .select({
        id: invoices.id,
        numberText: invoices.numberText,
        state: invoices.state,
        status: invoices.status,
        vin: invoices.vin,
        totalCents: invoices.totalCents,
        amountPaidCents: invoices.amountPaidCents,
        createdAt: invoices.createdAt,
      })
      .from(invoices)
      .where(eq(invoices.customerId, customer.id))
      .orderBy(desc(invoices.createdAt), desc(invoices.id)),
  ]);
  const invoiceLines = bills.map((bill) => ({
    id: bill.id,
    label: bill.numberText ?? "Draft",
    status: bill.status ?? "Draft",
    vin: bill.vin,
    createdAt: bill.createdAt.toISOString(),
    totalCents: bill.totalCents,
    balanceCents: owedCents(bill.state, bill.totalCents, bill.amountPaidCents),
  }));
  return {
    customer,
    vehicles,
    openTickets: tickets.map((ticket) => ({
      id: ticket.id,
      label: ticket.vin,
      status: ticket.status,
      vin: ticket.vin,
      createdAt: ticket.createdAt.toISOString(),
    })),
    repairOrders: cards.map((card) => ({
      id: card.id,
      label: shortId(card.id),
      status: card.status,
      vin: card.vin,
      createdAt: card.createdAt.toISOString(),
    })),
    invoices: invoiceLines,
    balanceDueCents: invoiceLines.reduce((sum, line) => sum + line.balanceCents, 0),
  };
}
