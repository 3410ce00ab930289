import { desc, eq, sql } from "drizzle-orm";
import { RECENT_ACTIVITY_LIMIT, type ServerActivity } from "../../shared/schemas/activity";
import type { Database } from "../db/database";
import { cursorTime } from "../db/lists/page-cursor";
import { estimateDecisions, estimates, estimateVersions, jobCards } from "../db/schema";
import { activityLabel } from "../activity/activity-label";

/**
 * The latest decisions on estimates for Recent Activity, one line per submission (the jobs of one
 * decision are written by one statement, so they share their created_at). The signer may have
 * no account, so "by" names them as they signed.
 */
export async function latestDecisions(db: Database): Promise<{ activity: ServerActivity; time: string }[]> {
  const rows = await db
    .select({
      jobCardId: jobCards.id,
      vin: jobCards.vin,
      customerName: jobCards.customerName,
      signerName: sql<string>`min(${estimateDecisions.signerName})`,
      approved: sql<number>`count(*) filter (where ${estimateDecisions.decision} = 'approved')::int`,
      jobs: sql<number>`count(*)::int`,
      at: estimateDecisions.createdAt,
      time: cursorTime(estimateDecisions.createdAt),
    })
    .from(estimateDecisions)
    .innerJoin(estimateVersions, eq(estimateVersions.id, estimateDecisions.versionId))
    .innerJoin(estimates, eq(estimates.id, estimateVersions.estimateId))
    .innerJoin(jobCards, eq(jobCards.id, estimates.jobCardId))
    .groupBy(estimateDecisions.versionId, estimateDecisions.createdAt, jobCards.id)
    .orderBy(desc(estimateDecisions.createdAt))
    .limit(RECENT_ACTIVITY_LIMIT);
  return rows.map((row) => ({
    time: row.time,
    activity: {
      kind: "estimate_decision",
      id: row.jobCardId,
      action: "updated",
      label: activityLabel([row.vin, row.customerName], `approved ${row.approved} of ${row.jobs} ${row.jobs === 1 ? "job" : "jobs"}`),
      status: row.approved === row.jobs ? "Approved" : row.approved === 0 ? "Declined" : "Approved in part",
      at: row.at.toISOString(),
      by: { name: row.signerName, email: "" },
    },
  }));
}
