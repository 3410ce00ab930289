import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Profile } from "../../shared/schemas/account-responses";
import type { jobCardPromisedSchema } from "../../shared/schemas/job-card-form";
import type { JobCard } from "../../shared/schemas/job-card-responses";
import { arrayRows } from "../db/array-rows";
import type { Database } from "../db/database";
import { isUuid } from "../db/lists/is-uuid";
import { nextVersion, parseVersion } from "../db/lists/row-version";
import { jobCards } from "../db/schema";
import { ApiError, staleEditError } from "../http/api-error";
import { findJobCard, JOB_CARD_NOT_FOUND, JOB_CARD_STALE } from "./job-card-query";
import { jobCardFromRow, writtenJobCardColumns } from "./job-card-row";
import { promisedDate } from "./promised-date";

/**
 * Sets or clears the promised time in one statement, only if the card is still at the version the
 * client saw, and returns the card; History's line comes from the job_cards trigger. When it writes
 * nothing the card is read: 404 when it is gone, else the change is stale (409 with the card now).
 * Who may do it is the route's permission check.
 */
export async function changeJobCardPromised(
  db: Database,
  jobCardId: string,
  viewer: Profile,
  input: z.output<typeof jobCardPromisedSchema>,
): Promise<JobCard> {
  if (!isUuid(jobCardId)) throw new ApiError("not_found", JOB_CARD_NOT_FOUND);
  const seen = parseVersion(input.updatedAt);
  const [written] = await arrayRows(
    db,
    db
      .update(jobCards)
      .set({ promisedAt: promisedDate(input.promisedAt), updatedBy: viewer.userId, updatedAt: nextVersion(jobCards.updatedAt) })
      .where(and(eq(jobCards.id, jobCardId), eq(jobCards.updatedAt, seen)))
      .returning(writtenJobCardColumns),
  );
  if (written) return jobCardFromRow(written);
  throw staleEditError(JOB_CARD_STALE, await findJobCard(db, jobCardId));
}
