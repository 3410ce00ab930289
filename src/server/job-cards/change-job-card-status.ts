import { and, eq, inArray, type SQL } from "drizzle-orm";
import type { z } from "zod";
import { jobCardStatusRule, type JobCardStatusRule } from "../../shared/auth/job-card-status-rule";
import type { JobCardStatus } from "../../shared/constants/statuses";
import type { Profile } from "../../shared/schemas/account-responses";
import type { jobCardStatusSchema } from "../../shared/schemas/job-card-form";
import type { JobCard } from "../../shared/schemas/job-card-responses";
import { arrayRows } from "../db/array-rows";
import type { Database } from "../db/database";
import { isUuid } from "../db/lists/is-uuid";
import { nextVersion, parseVersion } from "../db/lists/row-version";
import { jobCards } from "../db/schema";
import { ApiError, staleEditError } from "../http/api-error";
import { findJobCard, JOB_CARD_NOT_FOUND, JOB_CARD_STALE } from "./job-card-query";
import { jobCardFromRow, writtenJobCardColumns } from "./job-card-row";

const NOT_YOUR_CARD = "You can change the status only of job cards assigned to you.";

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
  if (Date.parse(card.updatedAt) !== seen.getTime()) throw staleEditError(JOB_CARD_STALE, card);
  if (!rule.statuses.includes(card.status)) {
    throw new ApiError("forbidden", `This job card is ${card.status}; only an Advisor, Manager or Admin can change it now.`);
  }
  if (!rule.statuses.includes(status)) {
    throw new ApiError("forbidden", `Only an Advisor, Manager or Admin can set a job card to ${status}.`);
  }
  // The write matched none of the above, so the version moved on between the write and this read.
  throw staleEditError(JOB_CARD_STALE, card);
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
    const [written] = await arrayRows(
      db,
      db
        .update(jobCards)
        .set({ status: input.status, updatedBy: viewer.userId, updatedAt: nextVersion(jobCards.updatedAt) })
        .where(and(eq(jobCards.id, jobCardId), eq(jobCards.updatedAt, seen), changeableUnder(rule, viewer.userId)))
        .returning(writtenJobCardColumns),
    );
    if (written) return jobCardFromRow(written);
  }
  refuseStatusChange(viewer, rule, await findJobCard(db, jobCardId), seen, input.status);
}
