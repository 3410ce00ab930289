import { eq, sql } from "drizzle-orm";
import type { JobCard } from "../../shared/schemas/job-card-responses";
import { arrayRowStatement } from "../db/array-rows";
import type { Database } from "../db/database";
import { isUuid } from "../db/lists/is-uuid";
import { perDatabase } from "../db/per-database";
import { jobCards } from "../db/schema";
import { ApiError } from "../http/api-error";
import { jobCardFromRow, selectJobCards } from "./job-card-row";

export const JOB_CARD_NOT_FOUND = "No such job card. It may have been deleted.";
/** A change sent with an updatedAt someone else's change has since replaced (409). */
export const JOB_CARD_STALE = "Someone else changed this job card. It has been reloaded; make your change again.";

const jobCardById = perDatabase((db) => arrayRowStatement(db, "job_card_by_id", selectJobCards(db).where(eq(jobCards.id, sql.placeholder("id")))));

/** One job card with its ticket, technician and creator, or a 404. Reads on the database's pool, outside any transaction. */
export async function findJobCard(db: Database, jobCardId: string): Promise<JobCard> {
  if (!isUuid(jobCardId)) throw new ApiError("not_found", JOB_CARD_NOT_FOUND);
  const [row] = await jobCardById(db)({ id: jobCardId });
  if (!row) throw new ApiError("not_found", JOB_CARD_NOT_FOUND);
  return jobCardFromRow(row);
}
