import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { FINDING_RATINGS } from "../../shared/constants/inspections";
import { isFinding } from "../../shared/inspections/findings";
import type { Recommendation } from "../../shared/schemas/recommendations";
import type { Database } from "../db/database";
import { estimates, inspectionItems, inspectionRecommendations, inspections, jobCards } from "../db/schema";
import type { DecisionFact } from "../estimates/job-decisions";
import { standingDecisionsByCard } from "../estimates/standing-by-card";

/** A recommendation with what Add to Estimate needs besides what the API answers. */
export interface OpenRecommendation extends Recommendation {
  suggestedCannedJobId: string | null;
  /** The job it is linked to on the card asked about (whether or not still in its draft); else null. */
  linkedJobId: string | null;
}

interface StandingDecision {
  decision: DecisionFact["decision"];
  decidedAt: Date;
}

/** A VIN as cards are matched to a vehicle: spaces around and letter case do not count. */
export function vehicleKey(vin: string | null | undefined): string {
  return (vin ?? "").trim().toUpperCase();
}

/** The standing decision on a card's job, as `standingDecisionsByCard` answers: key "card job". */
async function standingByCardJob(db: Database, cardIds: readonly string[]): Promise<Map<string, StandingDecision>> {
  const standing = new Map<string, StandingDecision>();
  for (const [cardId, jobs] of await standingDecisionsByCard(db, cardIds)) {
    for (const fact of jobs.values()) standing.set(`${cardId} ${fact.jobId}`, { decision: fact.decision, decidedAt: fact.decidedAt });
  }
  return standing;
}

/**
 * The vehicle's open recommendations, newest decline first. The rule, in one place: a finding
 * (Needs Attention or Urgent, not skipped) of an inspection of this VIN whose estimate job's
 * standing decision on its own card is a decline; it stays open until the job it became on a
 * later card (Add to Estimate from the recommendation) is approved there. Declined again there,
 * it stays open, dated by the latest decline. With `jobCardId`, the card's own inspection is left
 * out and each says whether it is on that card's estimate draft now.
 */
export async function openRecommendations(db: Database, vin: string | null, options: { jobCardId?: string } = {}): Promise<OpenRecommendation[]> {
  const key = vehicleKey(vin);
  if (key === "") return [];
  const findings = await db
    .select({
      inspectionId: inspectionItems.inspectionId,
      itemId: inspectionItems.itemId,
      name: inspectionItems.name,
      sectionName: inspectionItems.sectionName,
      rating: inspectionItems.rating,
      skipped: inspectionItems.skipped,
      note: inspectionItems.note,
      measuredValue: inspectionItems.measuredValue,
      measurement: inspectionItems.measurement,
      estimateJobId: inspectionItems.estimateJobId,
      suggestedCannedJobId: inspectionItems.suggestedCannedJobId,
      jobCardId: inspections.jobCardId,
      serviceDescription: jobCards.serviceDescription,
    })
    .from(inspectionItems)
    .innerJoin(inspections, eq(inspections.id, inspectionItems.inspectionId))
    .innerJoin(jobCards, eq(jobCards.id, inspections.jobCardId))
    .where(
      and(
        sql`upper(trim(${inspections.vin})) = ${key}`,
        isNotNull(inspectionItems.estimateJobId),
        inArray(inspectionItems.rating, [...FINDING_RATINGS]),
      ),
    );
  const candidates = findings.filter((finding) => isFinding(finding) && finding.jobCardId !== options.jobCardId);
  if (candidates.length === 0) return [];
  const links = await db
    .select()
    .from(inspectionRecommendations)
    .where(inArray(inspectionRecommendations.inspectionId, [...new Set(candidates.map((finding) => finding.inspectionId))]));
  const standing = await standingByCardJob(db, [...candidates.map((finding) => finding.jobCardId), ...links.map((link) => link.jobCardId)]);
  const [draft] = options.jobCardId ? await db.select({ jobs: estimates.jobs }).from(estimates).where(eq(estimates.jobCardId, options.jobCardId)) : [];
  const draftJobIds = new Set((draft?.jobs ?? []).map((job) => job.id));

  const open: OpenRecommendation[] = [];
  for (const finding of candidates) {
    const rating = finding.rating;
    if (rating !== "Needs Attention" && rating !== "Urgent") continue;
    const declined = standing.get(`${finding.jobCardId} ${finding.estimateJobId}`);
    if (declined?.decision !== "declined") continue;
    const itsLinks = links.filter((link) => link.inspectionId === finding.inspectionId && link.itemId === finding.itemId);
    const later = itsLinks.map((link) => standing.get(`${link.jobCardId} ${link.estimateJobId}`)).filter((fact) => fact !== undefined);
    if (later.some((fact) => fact.decision === "approved")) continue;
    const declinedAt = [declined, ...later].reduce((latest, fact) => (fact.decidedAt > latest ? fact.decidedAt : latest), declined.decidedAt);
    const linkHere = itsLinks.find((link) => link.jobCardId === options.jobCardId) ?? null;
    open.push({
      inspectionId: finding.inspectionId,
      itemId: finding.itemId,
      name: finding.name,
      sectionName: finding.sectionName,
      rating,
      note: finding.note,
      measuredValue: finding.measuredValue,
      unit: finding.measurement?.unit ?? null,
      declinedAt: declinedAt.toISOString(),
      jobCard: { id: finding.jobCardId, serviceDescription: finding.serviceDescription },
      onEstimate: linkHere !== null && draftJobIds.has(linkHere.estimateJobId),
      suggestedCannedJobId: finding.suggestedCannedJobId,
      linkedJobId: linkHere?.estimateJobId ?? null,
    });
  }
  return open.sort((a, b) => b.declinedAt.localeCompare(a.declinedAt) || a.name.localeCompare(b.name));
}

/** What the API answers of a recommendation: no internals. */
export function toRecommendation({ suggestedCannedJobId: _canned, linkedJobId: _linked, ...recommendation }: OpenRecommendation): Recommendation {
  return recommendation;
}
