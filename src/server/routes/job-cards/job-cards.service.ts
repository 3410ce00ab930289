import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { z } from "zod";
import { jobCardStatusRule, type JobCardStatusRule } from "../../../shared/auth/job-card-status-rule";
import type { JobCardStatus } from "../../../shared/constants/statuses";
import type {
  jobCardCreateSchema,
  jobCardListQuerySchema,
  jobCardStatusSchema,
} from "../../../shared/schemas/job-card-form";
import type { Profile } from "../../../shared/schemas/account-responses";
import type { JobCard, JobCardPage } from "../../../shared/schemas/job-card-responses";
import { arrayRowStatement, columnPositions, type ArrayRow } from "../../db/array-rows";
import type { Database } from "../../db/database";
import { isoTime } from "../../db/lists/iso-time";
import { jobCards, profiles, serviceTickets } from "../../db/schema";
import { ApiError, staleEditError } from "../../http/api-error";
import { assertActiveTechnician } from "../../technicians/assert-active-technician";
import { emptyToNull } from "../../db/lists/empty-to-null";
import { isUuid } from "../../db/lists/is-uuid";
import {
  cursorCondition,
  fetchLimit,
  listRequest,
  type ListReader,
  mineCondition,
  readerGate,
  recentCondition,
  searchAmongRecentFirst,
  searchCondition,
  statementCache,
} from "../../db/lists/list-statement";
import { cursorTimeOf, cutPage } from "../../db/lists/page-cursor";
import { FIRST_VERSION, nextVersion, parseVersion } from "../../db/lists/row-version";
import { columnsWithoutSearch, newestFirst } from "../../db/lists/search-filter";
import { findJobCard, JOB_CARD_NOT_FOUND, toWrittenJobCard, writtenJobCard } from "../../job-cards/job-card-query";

const STALE_MESSAGE = "Someone else changed this job card. It has been reloaded; make your change again.";
const NOT_YOUR_CARD = "You can change the status only of job cards assigned to you.";

const technician = alias(profiles, "technician");
const creator = alias(profiles, "creator");

/** The list's columns, flat: the order of a positional row. */
const listColumns = {
  ...columnsWithoutSearch(jobCards),
  ticketVin: serviceTickets.vin,
  ticketCustomerName: serviceTickets.customerName,
  ticketIssueDescription: serviceTickets.issueDescription,
  technicianName: technician.name,
  technicianEmail: technician.email,
  creatorName: creator.name,
  creatorEmail: creator.email,
};
const at = columnPositions(listColumns);

const jobCardListStatement = statementCache((db, shape, key) =>
  arrayRowStatement(
    db,
    `job_cards_rows_${key}`,
    db
      .select(listColumns)
      .from(jobCards)
      .leftJoin(serviceTickets, eq(serviceTickets.id, jobCards.serviceTicketId))
      .leftJoin(technician, eq(technician.userId, jobCards.assignedTechnicianId))
      .leftJoin(creator, eq(creator.userId, jobCards.createdBy))
      .where(
        and(
          readerGate(shape.reader),
          searchCondition(jobCards.searchText, jobCards.id, shape),
          shape.status ? eq(jobCards.status, sql.placeholder("status")) : undefined,
          mineCondition(jobCards.assignedTechnicianId, shape),
          cursorCondition(jobCards.createdAt, jobCards.id, shape),
          recentCondition(jobCards, jobCards.createdAt, jobCards.id, shape),
        ),
      )
      .orderBy(...newestFirst(jobCards.createdAt, jobCards.id, shape))
      .limit(fetchLimit(shape)),
  ),
);

/** A list row as the API shows a job card (the same as toJobCard, from a positional row). */
function jobCardFromRow(row: ArrayRow): JobCard {
  const serviceTicketId = row[at.serviceTicketId] as string | null;
  const ticketVin = row[at.ticketVin] as string | null;
  const ticketIssueDescription = row[at.ticketIssueDescription] as string | null;
  const assignedTechnicianId = row[at.assignedTechnicianId] as string | null;
  const technicianName = row[at.technicianName] as string | null;
  const technicianEmail = row[at.technicianEmail] as string | null;
  const creatorName = row[at.creatorName] as string | null;
  const creatorEmail = row[at.creatorEmail] as string | null;
  const estimatedHours = row[at.estimatedHours] as string | number | null;
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
    serviceDescription: row[at.serviceDescription] as string,
    assignedTechnicianId,
    technician:
      assignedTechnicianId === null || technicianName === null || technicianEmail === null
        ? null
        : { userId: assignedTechnicianId, name: technicianName, email: technicianEmail },
    status: row[at.status] as JobCard["status"],
    estimatedHours: estimatedHours === null ? null : Number(estimatedHours),
    notes: row[at.notes] as string | null,
    createdBy: row[at.createdBy] as string,
    creator: creatorName === null || creatorEmail === null ? null : { name: creatorName, email: creatorEmail },
    createdAt: isoTime(row[at.createdAt] as string),
    updatedAt: isoTime(row[at.updatedAt] as string),
  };
}

/**
 * Newest first. Search covers the card's VIN, customer and service description (a card made
 * from a ticket holds the ticket's VIN and customer) and the card's id; assignedTo=me narrows to the
 * caller's own.
 */
export async function listJobCards(
  db: Database,
  reader: ListReader,
  query: z.output<typeof jobCardListQuerySchema>,
): Promise<JobCardPage> {
  // The fields named, not spread with one added: in V8 that spread takes a slow path (0.6 µs a read).
  const { search, status, cursor, limit } = query;
  const request = listRequest({ search, status, cursor, limit, mine: query.assignedTo === "me" }, reader);
  const rows = await searchAmongRecentFirst(request, (shape) => jobCardListStatement(db, shape)(request.values));
  const page = cutPage(rows, query.limit, (row) => ({ time: cursorTimeOf(row[at.createdAt] as string), id: row[at.id] as string }));
  return { jobCards: page.rows.map(jobCardFromRow), nextCursor: page.nextCursor };
}

/**
 * A direct job card; the technician must be an active Service Technician. (No transaction: it
 * would not hold the technician's row either, and each round trip is a wait under load.)
 */
export async function createJobCard(
  db: Database,
  createdBy: string,
  input: z.output<typeof jobCardCreateSchema>,
): Promise<JobCard> {
  await assertActiveTechnician(db, input.assignedTechnicianId);
  const [row] = await db
    .insert(jobCards)
    .values({
      vin: input.vin,
      customerName: emptyToNull(input.customerName),
      customerContact: emptyToNull(input.customerContact),
      serviceDescription: input.serviceDescription,
      assignedTechnicianId: input.assignedTechnicianId,
      status: input.status,
      estimatedHours: input.estimatedHours,
      createdBy,
      updatedBy: createdBy,
      updatedAt: FIRST_VERSION,
    })
    .returning(writtenJobCard);
  return toWrittenJobCard(row!);
}

/**
 * The status rule (jobCardStatusRule) as SQL: the card is one the user may change (theirs, for a
 * technician) and stands in one of the rule's statuses.
 */
function changeableUnder(rule: JobCardStatusRule, userId: string): SQL | undefined {
  return and(
    rule.assignedOnly ? eq(jobCards.assignedTechnicianId, userId) : undefined,
    inArray(jobCards.status, [...rule.statuses]),
  );
}

/**
 * Says why a status change wrote nothing, by the status rule. A change made to a version someone
 * else has since replaced is stale (409) before it is judged forbidden: the card it was judged on
 * is gone, and the user should reload it (the 409 carries the card as stored now). So two changes
 * of one version get the same answers whichever lands first.
 */
function refuseStatusChange(viewer: Profile, rule: JobCardStatusRule, card: JobCard, seen: Date, status: JobCardStatus): never {
  if (rule.assignedOnly && card.assignedTechnicianId !== viewer.userId) throw new ApiError("forbidden", NOT_YOUR_CARD);
  if (Date.parse(card.updatedAt) !== seen.getTime()) throw staleEditError(STALE_MESSAGE, card);
  if (!rule.statuses.includes(card.status)) {
    throw new ApiError("forbidden", `This job card is ${card.status}; only an Advisor, Manager or Admin can change it now.`);
  }
  if (!rule.statuses.includes(status)) {
    throw new ApiError("forbidden", `Only an Advisor, Manager or Admin can set a job card to ${status}.`);
  }
  // The write matched none of the above, so the version moved on between the write and this read.
  throw staleEditError(STALE_MESSAGE, card);
}

/**
 * One statement writes the status only if the card is still at the version the client saw and
 * still changeable under the viewer's status rule, and returns the card. When it writes nothing,
 * the card is read to say why (refuseStatusChange): 404 when it is gone.
 */
export async function changeJobCardStatus(
  db: Database,
  jobCardId: string,
  viewer: Profile,
  input: z.output<typeof jobCardStatusSchema>,
): Promise<JobCard> {
  if (!isUuid(jobCardId)) throw new ApiError("not_found", JOB_CARD_NOT_FOUND);
  const seen = parseVersion(input.updatedAt);
  const rule = jobCardStatusRule(viewer.role);
  // The route lets in only the roles that have a rule.
  if (!rule) throw new ApiError("forbidden", "Your role does not allow this.");
  if (rule.statuses.includes(input.status)) {
    const [written] = await db
      .update(jobCards)
      .set({ status: input.status, updatedBy: viewer.userId, updatedAt: nextVersion(jobCards.updatedAt) })
      .where(and(eq(jobCards.id, jobCardId), eq(jobCards.updatedAt, seen), changeableUnder(rule, viewer.userId)))
      .returning(writtenJobCard);
    if (written) return toWrittenJobCard(written);
  }
  refuseStatusChange(viewer, rule, await findJobCard(db, jobCardId), seen, input.status);
}

export async function deleteJobCard(db: Database, jobCardId: string): Promise<void> {
  if (!isUuid(jobCardId)) throw new ApiError("not_found", JOB_CARD_NOT_FOUND);
  const deleted = await db.delete(jobCards).where(eq(jobCards.id, jobCardId)).returning({ id: jobCards.id });
  if (deleted.length === 0) throw new ApiError("not_found", JOB_CARD_NOT_FOUND);
}
