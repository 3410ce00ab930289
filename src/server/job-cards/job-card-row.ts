import { eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { JobCard } from "../../shared/schemas/job-card-responses";
import { columnPositions, type ArrayRow } from "../db/array-rows";
import type { Database } from "../db/database";
import { isoTime } from "../db/lists/iso-time";
import { cursorTimeOf, type CursorKey } from "../db/lists/page-cursor";
import { columnsWithoutSearch } from "../db/lists/search-filter";
import { returnedLookup } from "../db/returned-lookup";
import { jobCards, profiles, serviceTickets } from "../db/schema";

const technician = alias(profiles, "technician");

/**
 * The card's clock: whether any technician's clock runs on it, and the whole seconds clocked on
 * it (running entries up to now). Sub-selects on the card's entries (time_entries_job_card_idx),
 * so the list keeps its one statement and a write's RETURNING list the same columns.
 */
const clockRunning = sql<boolean>`exists (select 1 from "time_entries" where "time_entries"."job_card_id" = "job_cards"."id" and "time_entries"."stopped_at" is null)`;
const clockedSeconds = sql<number>`(select coalesce(sum(floor(extract(epoch from coalesce("time_entries"."stopped_at", now()) - "time_entries"."started_at"))), 0)::int4 from "time_entries" where "time_entries"."job_card_id" = "job_cards"."id")`;
const creator = alias(profiles, "creator");

/** A job card's columns with its ticket's, technician's and creator's, flat: the order of its positional row. */
const jobCardColumns = {
  ...columnsWithoutSearch(jobCards),
  ticketVin: serviceTickets.vin,
  ticketCustomerName: serviceTickets.customerName,
  ticketIssueDescription: serviceTickets.issueDescription,
  technicianName: technician.name,
  technicianEmail: technician.email,
  creatorName: creator.name,
  creatorEmail: creator.email,
  clockRunning,
  clockedSeconds,
};

/** The same columns, in the same order, as a write's RETURNING list: a write hands back the whole card. */
export const writtenJobCardColumns = {
  ...columnsWithoutSearch(jobCards),
  ticketVin: returnedLookup<string>(serviceTickets.vin, serviceTickets.id, jobCards.serviceTicketId),
  ticketCustomerName: returnedLookup<string>(serviceTickets.customerName, serviceTickets.id, jobCards.serviceTicketId),
  ticketIssueDescription: returnedLookup<string>(serviceTickets.issueDescription, serviceTickets.id, jobCards.serviceTicketId),
  technicianName: returnedLookup<string>(profiles.name, profiles.userId, jobCards.assignedTechnicianId),
  technicianEmail: returnedLookup<string>(profiles.email, profiles.userId, jobCards.assignedTechnicianId),
  creatorName: returnedLookup<string>(profiles.name, profiles.userId, jobCards.createdBy),
  creatorEmail: returnedLookup<string>(profiles.email, profiles.userId, jobCards.createdBy),
  clockRunning,
  clockedSeconds,
};

const at = columnPositions(jobCardColumns);

/** Job cards with their ticket, technician and creator, read as positional rows (jobCardFromRow), by lists and single reads alike. */
export function selectJobCards(db: Database) {
  return db
    .select(jobCardColumns)
    .from(jobCards)
    .leftJoin(serviceTickets, eq(serviceTickets.id, jobCards.serviceTicketId))
    .leftJoin(technician, eq(technician.userId, jobCards.assignedTechnicianId))
    .leftJoin(creator, eq(creator.userId, jobCards.createdBy));
}

/** The one way a job card row becomes the API's job card: lists, single reads and writes. */
export function jobCardFromRow(row: ArrayRow): JobCard {
  const serviceTicketId = row[at.serviceTicketId] as string | null;
  const ticketVin = row[at.ticketVin] as string | null;
  const ticketIssueDescription = row[at.ticketIssueDescription] as string | null;
  const assignedTechnicianId = row[at.assignedTechnicianId] as string | null;
  const technicianName = row[at.technicianName] as string | null;
  const technicianEmail = row[at.technicianEmail] as string | null;
  const creatorName = row[at.creatorName] as string | null;
  const creatorEmail = row[at.creatorEmail] as string | null;
  const estimatedHours = row[at.estimatedHours] as string | number | null;
  const promisedAt = row[at.promisedAt] as string | null;
  const mileage = row[at.mileage] as string | number | null;
  return {
    id: row[at.id] as string,
    serviceTicketId,
    ticket:
      serviceTicketId === null || ticketVin === null || ticketIssueDescription === null
        ? null
        : {
            id: serviceTicketId,
            vin: ticketVin,
            customerName: row[at.ticketCustomerName] as string | null,
            issueDescription: ticketIssueDescription,
          },
    vin: row[at.vin] as string,
    customerName: row[at.customerName] as string | null,
    customerContact: row[at.customerContact] as string | null,
    customerId: row[at.customerId] as string | null,
    serviceDescription: row[at.serviceDescription] as string,
    assignedTechnicianId,
    technician:
      assignedTechnicianId === null || technicianName === null || technicianEmail === null
        ? null
        : { userId: assignedTechnicianId, name: technicianName, email: technicianEmail },
    status: row[at.status] as JobCard["status"],
    estimatedHours: estimatedHours === null ? null : Number(estimatedHours),
    mileage: mileage === null ? null : Number(mileage),
    notes: row[at.notes] as string | null,
    promisedAt: promisedAt === null ? null : isoTime(promisedAt),
    createdBy: row[at.createdBy] as string,
    creator: creatorName === null || creatorEmail === null ? null : { name: creatorName, email: creatorEmail },
    createdAt: isoTime(row[at.createdAt] as string),
    updatedAt: isoTime(row[at.updatedAt] as string),
    clockRunning: row[at.clockRunning] === true,
    clockedSeconds: Number(row[at.clockedSeconds] ?? 0),
  };
}

/** A row's place in the newest-first order: the list's cursor key. */
export function jobCardCursorKey(row: ArrayRow): CursorKey {
  return { time: cursorTimeOf(row[at.createdAt] as string), id: row[at.id] as string };
}
