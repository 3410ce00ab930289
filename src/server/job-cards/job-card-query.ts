import { eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { JobCard } from "../../shared/schemas/job-card-responses";
import type { Database } from "../db/database";
import { perDatabase } from "../db/per-database";
import { returnedLookup } from "../db/returned-lookup";
import { jobCards, profiles, serviceTickets } from "../db/schema";
import { ApiError } from "../http/api-error";
import { isUuid } from "../db/lists/is-uuid";
import { columnsWithoutSearch } from "../db/lists/search-filter";

export const JOB_CARD_NOT_FOUND = "No such job card. It may have been deleted.";

const technician = alias(profiles, "technician");
const creator = alias(profiles, "creator");

/** A job card read with its ticket, technician and creator. */
export function selectJobCards(db: Database) {
  return db
    .select({
      card: columnsWithoutSearch(jobCards),
      ticketVin: serviceTickets.vin,
      ticketCustomerName: serviceTickets.customerName,
      ticketIssueDescription: serviceTickets.issueDescription,
      technicianName: technician.name,
      technicianEmail: technician.email,
      creatorName: creator.name,
      creatorEmail: creator.email,
    })
    .from(jobCards)
    .leftJoin(serviceTickets, eq(serviceTickets.id, jobCards.serviceTicketId))
    .leftJoin(technician, eq(technician.userId, jobCards.assignedTechnicianId))
    .leftJoin(creator, eq(creator.userId, jobCards.createdBy));
}

type JobCardRow = Awaited<ReturnType<typeof selectJobCards>>[number];

/** The same job card as a write's RETURNING list, so a write hands back the whole card. */
export const writtenJobCard = {
  ...columnsWithoutSearch(jobCards),
  ticketVin: returnedLookup<string>(serviceTickets.vin, serviceTickets.id, jobCards.serviceTicketId),
  ticketCustomerName: returnedLookup<string>(serviceTickets.customerName, serviceTickets.id, jobCards.serviceTicketId),
  ticketIssueDescription: returnedLookup<string>(serviceTickets.issueDescription, serviceTickets.id, jobCards.serviceTicketId),
  technicianName: returnedLookup<string>(profiles.name, profiles.userId, jobCards.assignedTechnicianId),
  technicianEmail: returnedLookup<string>(profiles.email, profiles.userId, jobCards.assignedTechnicianId),
  creatorName: returnedLookup<string>(profiles.name, profiles.userId, jobCards.createdBy),
  creatorEmail: returnedLookup<string>(profiles.email, profiles.userId, jobCards.createdBy),
};

type RelatedNames = Omit<JobCardRow, "card">;

export function toWrittenJobCard(row: JobCardRow["card"] & RelatedNames): JobCard {
  return toJobCard({ ...row, card: row });
}

export function toJobCard(row: JobCardRow): JobCard {
  const { card } = row;
  return {
    id: card.id,
    serviceTicketId: card.serviceTicketId,
    ticket:
      card.serviceTicketId === null || row.ticketVin === null || row.ticketIssueDescription === null
        ? null
        : {
            id: card.serviceTicketId,
            vin: row.ticketVin,
            customerName: row.ticketCustomerName,
            issueDescription: row.ticketIssueDescription,
          },
    vin: card.vin,
    customerName: card.customerName,
    customerContact: card.customerContact,
    serviceDescription: card.serviceDescription,
    assignedTechnicianId: card.assignedTechnicianId,
    technician:
      card.assignedTechnicianId === null || row.technicianName === null || row.technicianEmail === null
        ? null
        : { userId: card.assignedTechnicianId, name: row.technicianName, email: row.technicianEmail },
    status: card.status,
    estimatedHours: card.estimatedHours,
    notes: card.notes,
    createdBy: card.createdBy,
    creator: row.creatorName === null || row.creatorEmail === null ? null : { name: row.creatorName, email: row.creatorEmail },
    createdAt: card.createdAt.toISOString(),
    updatedAt: card.updatedAt.toISOString(),
  };
}

const jobCardById = perDatabase((db) =>
  selectJobCards(db).where(eq(jobCards.id, sql.placeholder("id"))).prepare("job_card_by_id"),
);

export async function findJobCard(db: Database, jobCardId: string): Promise<JobCard> {
  if (!isUuid(jobCardId)) throw new ApiError("not_found", JOB_CARD_NOT_FOUND);
  const [row] = await jobCardById(db).execute({ id: jobCardId });
  if (!row) throw new ApiError("not_found", JOB_CARD_NOT_FOUND);
  return toJobCard(row);
}
