import { and, eq, inArray, type SQL } from "drizzle-orm";
import { FINDING_RATINGS, type InspectionRating } from "../../shared/constants/inspections";
import { isFinding } from "../../shared/inspections/findings";
import type { Database } from "../db/database";
import { estimates, estimateVersions, inspectionItems, inspections, jobCards } from "../db/schema";
import { jobState } from "../estimates/job-decisions";
import { standingDecisionsByCard } from "../estimates/standing-by-card";

/** What one repair order's completed inspection found and what its findings became. */
export interface CardFindings {
  needsAttentionItems: number;
  urgentItems: number;
  recommendedCents: number;
  approvedCents: number;
}

const NONE: CardFindings = { needsAttentionItems: 0, urgentItems: 0, recommendedCents: 0, approvedCents: 0 };

function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/**
 * For the cards `cards` selects whose inspection is completed, by card id: the findings counted by
 * rating, the recommended value (the totals, before discount and tax, of the jobs in the latest
 * sent version of the estimate that came from those findings) and the approved value (those of
 * them whose standing decision approves that total; a job approved for less needs approving again).
 * A finding never sent to the customer recommends nothing yet.
 */
export async function findingsByCard(db: Database, cards: SQL | undefined): Promise<Map<string, CardFindings>> {
  const completed = and(cards, eq(inspections.status, "Completed"));
  const [items, sent] = await Promise.all([
    db
      .select({ jobCardId: inspections.jobCardId, rating: inspectionItems.rating, skipped: inspectionItems.skipped, estimateJobId: inspectionItems.estimateJobId })
      .from(inspectionItems)
      .innerJoin(inspections, eq(inspections.id, inspectionItems.inspectionId))
      .innerJoin(jobCards, eq(jobCards.id, inspections.jobCardId))
      // Only the rated findings travel; isFinding below is the rule (skipped ones are not).
      .where(and(completed, inArray(inspectionItems.rating, [...FINDING_RATINGS]))),
    db
      .select({ jobCardId: estimates.jobCardId, content: estimateVersions.content })
      .from(estimates)
      .innerJoin(estimateVersions, and(eq(estimateVersions.estimateId, estimates.id), eq(estimateVersions.version, estimates.currentVersion)))
      .innerJoin(jobCards, eq(jobCards.id, estimates.jobCardId))
      .innerJoin(inspections, eq(inspections.jobCardId, jobCards.id))
      .where(completed),
  ]);

  const latestByCard = new Map(sent.map((row) => [row.jobCardId, row.content]));
  const standingByCard = await standingDecisionsByCard(db, [...new Set(items.map((item) => item.jobCardId))]);
  const result = new Map<string, CardFindings>();
  for (const [jobCardId, cardItems] of groupBy(items, (row) => row.jobCardId)) {
    const findings = cardItems.filter((item) => isFinding(item));
    const counted = (rating: InspectionRating) => findings.filter((item) => item.rating === rating).length;
    const tally: CardFindings = { ...NONE, needsAttentionItems: counted("Needs Attention"), urgentItems: counted("Urgent") };
    const latest = latestByCard.get(jobCardId);
    if (latest) {
      const fromFindings = new Set(findings.flatMap((item) => (item.estimateJobId === null ? [] : [item.estimateJobId])));
      const standing = standingByCard.get(jobCardId);
      for (const job of latest.totals.jobs) {
        if (!fromFindings.has(job.id)) continue;
        tally.recommendedCents += job.totalCents;
        if (jobState(standing?.get(job.id), job.totalCents) === "Approved") tally.approvedCents += job.totalCents;
      }
    }
    result.set(jobCardId, tally);
  }
  return result;
}
