import { and, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { can } from "../../../shared/auth/permissions";
import { TECHNICIAN_JOB_CARD_STATUSES, type JobCardStatus } from "../../../shared/constants/statuses";
import type {
  jobCardCreateSchema,
  jobCardListQuerySchema,
  jobCardStatusSchema,
} from "../../../shared/schemas/job-card-form";
import type { Profile } from "../../../shared/schemas/account-responses";
import type { JobCard, JobCardPage } from "../../../shared/schemas/work-responses";
import type { Database } from "../../db/database";
import { jobCards } from "../../db/schema";
import { ApiError } from "../../http/api-error";
import { assertActiveTechnician } from "../technicians/technicians.service";
import { emptyToNull } from "../tickets/empty-to-null";
import { isUuid } from "../tickets/is-uuid";
import { cursorCondition, fetchLimit, listRequest, searchCondition, statementCache } from "../tickets/list-statement";
import { cutPage } from "../tickets/page-cursor";
import { FIRST_VERSION, isSameVersion, nextVersion, parseVersion } from "../tickets/row-version";
import { newestFirst } from "../tickets/search-filter";
import { findJobCard, JOB_CARD_NOT_FOUND, selectJobCards, toJobCard } from "./job-card-query";

const STALE_MESSAGE = "Someone else changed this job card. It has been reloaded; make your change again.";
const NOT_YOUR_CARD = "You can change the status only of job cards assigned to you.";

const jobCardListStatement = statementCache((db, shape, key) =>
  selectJobCards(db)
    .where(
      and(
        searchCondition(jobCards.searchText, jobCards.id, shape),
        shape.status ? eq(jobCards.status, sql.placeholder("status")) : undefined,
        shape.mine ? eq(jobCards.assignedTechnicianId, sql.placeholder("viewerId")) : undefined,
        cursorCondition(jobCards.createdAt, jobCards.id, shape),
      ),
    )
    .orderBy(...newestFirst(jobCards.createdAt, jobCards.id, shape.search))
    .limit(fetchLimit(shape))
    .prepare(`job_cards_list_${key}`),
);

/**
 * Newest first. Search covers the card's VIN, customer and service description (a card made
 * from a ticket holds the ticket's VIN and customer) and the card's id; assignedTo=me narrows to the
 * caller's own.
 */
export async function listJobCards(
  db: Database,
  viewerId: string,
  query: z.output<typeof jobCardListQuerySchema>,
): Promise<JobCardPage> {
  const { shape, values } = listRequest({ ...query, mine: query.assignedTo === "me" }, viewerId);
  const rows = await jobCardListStatement(db, shape).execute(values);
  const page = cutPage(rows, query.limit, (row) => ({ time: row.cursorTime, id: row.card.id }));
  return { jobCards: page.rows.map(toJobCard), nextCursor: page.nextCursor };
}

/** A direct job card (no ticket); the technician must be an active Service Technician. */
export async function createJobCard(
  db: Database,
  createdBy: string,
  input: z.output<typeof jobCardCreateSchema>,
): Promise<JobCard> {
  return db.transaction(async (tx) => {
    await assertActiveTechnician(tx, input.assignedTechnicianId);
    const [row] = await tx
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
      .returning({ id: jobCards.id });
    return findJobCard(tx, row!.id);
  });
}

const isTechnicianStatus = (status: JobCardStatus) =>
  (TECHNICIAN_JOB_CARD_STATUSES as readonly JobCardStatus[]).includes(status);

/**
 * DESIGN.md 3.10: Admins, Managers and Advisors set any status on any card; a technician moves
 * only the cards assigned to them, only among the technician's statuses (so neither into nor out
 * of Billed and Cancelled).
 */
function assertMayChangeStatus(viewer: Profile, card: { assignedTechnicianId: string | null; status: JobCardStatus }, status: JobCardStatus) {
  if (can(viewer.role, "job-cards:change-status-any")) return;
  if (card.assignedTechnicianId !== viewer.userId) throw new ApiError("forbidden", NOT_YOUR_CARD);
  if (!isTechnicianStatus(card.status)) {
    throw new ApiError("forbidden", `This job card is ${card.status}; only an Advisor, Manager or Admin can change it now.`);
  }
  if (!isTechnicianStatus(status)) {
    throw new ApiError("forbidden", `Only an Advisor, Manager or Admin can set a job card to ${status}.`);
  }
}

export async function changeJobCardStatus(
  db: Database,
  jobCardId: string,
  viewer: Profile,
  input: z.output<typeof jobCardStatusSchema>,
): Promise<JobCard> {
  if (!isUuid(jobCardId)) throw new ApiError("not_found", JOB_CARD_NOT_FOUND);
  const seen = parseVersion(input.updatedAt);
  return db.transaction(async (tx) => {
    const [card] = await tx
      .select({ assignedTechnicianId: jobCards.assignedTechnicianId, status: jobCards.status, updatedAt: jobCards.updatedAt })
      .from(jobCards)
      .where(eq(jobCards.id, jobCardId))
      .for("update");
    if (!card) throw new ApiError("not_found", JOB_CARD_NOT_FOUND);
    assertMayChangeStatus(viewer, card, input.status);
    if (!isSameVersion(card.updatedAt, seen)) throw new ApiError("conflict", STALE_MESSAGE);
    await tx
      .update(jobCards)
      .set({ status: input.status, updatedBy: viewer.userId, updatedAt: nextVersion(jobCards.updatedAt) })
      .where(eq(jobCards.id, jobCardId));
    return findJobCard(tx, jobCardId);
  });
}

export async function deleteJobCard(db: Database, jobCardId: string): Promise<void> {
  if (!isUuid(jobCardId)) throw new ApiError("not_found", JOB_CARD_NOT_FOUND);
  const deleted = await db.delete(jobCards).where(eq(jobCards.id, jobCardId)).returning({ id: jobCards.id });
  if (deleted.length === 0) throw new ApiError("not_found", JOB_CARD_NOT_FOUND);
}
