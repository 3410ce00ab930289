import { eq, inArray } from "drizzle-orm";
import type { Database } from "../db/database";
import { estimateDecisions, estimates, estimateVersions } from "../db/schema";
import { standingDecisions, type DecisionFact } from "./job-decisions";

/** A standing decision with when the customer or staff made it. */
export interface StandingFact extends DecisionFact {
  decidedAt: Date;
}

/** For each of the cards, the decision that stands on each job of its estimate (the newest recorded), by job id. */
export async function standingDecisionsByCard(db: Database, cardIds: readonly string[]): Promise<Map<string, Map<string, StandingFact>>> {
  const byCard = new Map<string, StandingFact[]>();
  if (cardIds.length > 0) {
    const rows = await db
      .select({
        jobCardId: estimates.jobCardId,
        versionId: estimateDecisions.versionId,
        jobId: estimateDecisions.jobId,
        decision: estimateDecisions.decision,
        jobTotalCents: estimateDecisions.jobTotalCents,
        createdAt: estimateDecisions.createdAt,
        decidedAt: estimateDecisions.decidedAt,
      })
      .from(estimateDecisions)
      .innerJoin(estimateVersions, eq(estimateVersions.id, estimateDecisions.versionId))
      .innerJoin(estimates, eq(estimates.id, estimateVersions.estimateId))
      .where(inArray(estimates.jobCardId, [...new Set(cardIds)]));
    for (const { jobCardId, ...fact } of rows) {
      const facts = byCard.get(jobCardId);
      if (facts) facts.push(fact);
      else byCard.set(jobCardId, [fact]);
    }
  }
  return new Map([...byCard].map(([cardId, facts]) => [cardId, standingDecisions(facts)]));
}
