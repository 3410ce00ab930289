import { and, asc, eq, isNotNull } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../db/database";
import type { FromInspectionItem } from "../../shared/schemas/estimates";
import {
  estimateDecisions,
  estimates,
  estimateVersions,
  inspectionItems,
  inspectionRecommendations,
  inspections,
  jobCards,
  profiles,
  type EstimateRow,
  type EstimateVersionRow,
} from "../db/schema";
import { isUuid } from "../db/lists/is-uuid";
import { ApiError } from "../http/api-error";
import { JOB_CARD_NOT_FOUND } from "../job-cards/job-card-query";

export interface EstimateCard {
  id: string;
  vin: string | null;
  customerName: string | null;
  customerContact: string | null;
  /** The linked customer, whose e-mail the estimate is mailed to. */
  customerId: string | null;
  assignedTechnicianId: string | null;
}

/** The job card an estimate belongs to; 404 when there is none. */
export async function requireJobCard(db: Database, jobCardId: string): Promise<EstimateCard> {
  if (!isUuid(jobCardId)) throw new ApiError("not_found", JOB_CARD_NOT_FOUND);
  const [card] = await db
    .select({
      id: jobCards.id,
      vin: jobCards.vin,
      customerName: jobCards.customerName,
      customerContact: jobCards.customerContact,
      customerId: jobCards.customerId,
      assignedTechnicianId: jobCards.assignedTechnicianId,
    })
    .from(jobCards)
    .where(eq(jobCards.id, jobCardId));
  if (!card) throw new ApiError("not_found", JOB_CARD_NOT_FOUND);
  return card;
}

const updater = alias(profiles, "updater");
const recorder = alias(profiles, "recorder");

export interface EstimateRecords {
  card: EstimateCard;
  estimate: (EstimateRow & { updaterName: string | null; updaterEmail: string | null }) | null;
  versions: EstimateVersionRow[];
  decisions: (typeof estimateDecisions.$inferSelect & { recorderName: string | null; recorderEmail: string | null })[];
  /** By estimate job id: the inspection item each job was added from. */
  findings: Map<string, NonNullable<FromInspectionItem>>;
}

/** The card's inspection items linked to an estimate job, by that job's id. */
async function loadFindings(db: Database, jobCardId: string): Promise<EstimateRecords["findings"]> {
  const rows = await db
    .select({ jobId: inspectionItems.estimateJobId, itemId: inspectionItems.itemId, name: inspectionItems.name, rating: inspectionItems.rating })
    .from(inspectionItems)
    .innerJoin(inspections, eq(inspections.id, inspectionItems.inspectionId))
    .where(and(eq(inspections.jobCardId, jobCardId), isNotNull(inspectionItems.estimateJobId)));
  // A recommendation from an earlier visit added to this card's estimate came from an inspection too.
  const recommended = await db
    .select({ jobId: inspectionRecommendations.estimateJobId, itemId: inspectionItems.itemId, name: inspectionItems.name, rating: inspectionItems.rating })
    .from(inspectionRecommendations)
    .innerJoin(inspectionItems, and(eq(inspectionItems.inspectionId, inspectionRecommendations.inspectionId), eq(inspectionItems.itemId, inspectionRecommendations.itemId)))
    .where(eq(inspectionRecommendations.jobCardId, jobCardId));
  return new Map([...rows, ...recommended].map((row) => [row.jobId!, { itemId: row.itemId, name: row.name, rating: row.rating ?? null }]));
}

/** Everything the staff view of a card's estimate is made from. */
export async function loadEstimateRecords(db: Database, jobCardId: string): Promise<EstimateRecords> {
  const card = await requireJobCard(db, jobCardId);
  const [estimate] = await db
    .select({ row: estimates, updaterName: updater.name, updaterEmail: updater.email })
    .from(estimates)
    .leftJoin(updater, eq(updater.userId, estimates.updatedBy))
    .where(eq(estimates.jobCardId, card.id));
  if (!estimate) return { card, estimate: null, versions: [], decisions: [], findings: new Map() };
  const versions = await db.select().from(estimateVersions).where(eq(estimateVersions.estimateId, estimate.row.id)).orderBy(asc(estimateVersions.version));
  const decisions = await db
    .select({ row: estimateDecisions, recorderName: recorder.name, recorderEmail: recorder.email })
    .from(estimateDecisions)
    .innerJoin(estimateVersions, eq(estimateVersions.id, estimateDecisions.versionId))
    .leftJoin(recorder, eq(recorder.userId, estimateDecisions.recordedBy))
    .where(eq(estimateVersions.estimateId, estimate.row.id))
    .orderBy(asc(estimateDecisions.createdAt), asc(estimateDecisions.id));
  const findings = await loadFindings(db, card.id);
  return {
    card,
    findings,
    estimate: { ...estimate.row, updaterName: estimate.updaterName, updaterEmail: estimate.updaterEmail },
    versions,
    decisions: decisions.map((entry) => ({ ...entry.row, recorderName: entry.recorderName, recorderEmail: entry.recorderEmail })),
  };
}
