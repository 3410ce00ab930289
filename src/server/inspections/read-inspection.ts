import { and, asc, eq, isNotNull } from "drizzle-orm";
import type { Inspection, InspectionPhoto } from "../../shared/schemas/inspections";
import { INSPECTION_NOT_FOUND } from "../../shared/schemas/inspections";
import { jobCardPhotoUrl } from "../../shared/schemas/job-card-photos";
import type { Database } from "../db/database";
import { estimates, inspectionItems, inspections, jobCardImages, profiles, type InspectionRow } from "../db/schema";
import { ApiError } from "../http/api-error";

async function personOf(db: Database, userId: string | null) {
  if (!userId) return null;
  const [person] = await db.select({ name: profiles.name, email: profiles.email }).from(profiles).where(eq(profiles.userId, userId));
  return person ?? null;
}

/** The card's inspection row, or null before one is started. */
export async function inspectionRowOf(db: Database, jobCardId: string, options: { lock?: boolean } = {}): Promise<InspectionRow | null> {
  const query = db.select().from(inspections).where(eq(inspections.jobCardId, jobCardId));
  const [row] = options.lock ? await query.for("update") : await query;
  return row ?? null;
}

/** The card's inspection row, or a 404 saying there is none yet. */
export async function existingInspectionRow(db: Database, jobCardId: string, options: { lock?: boolean } = {}): Promise<InspectionRow> {
  const row = await inspectionRowOf(db, jobCardId, options);
  if (!row) throw new ApiError("not_found", INSPECTION_NOT_FOUND);
  return row;
}

/** An inspection as the API answers it: its items grouped by section in the template's order, each with its photos oldest first. */
export async function inspectionFromRow(db: Database, row: InspectionRow): Promise<Inspection> {
  // One after another: inside a transaction they share one connection.
  const items = await db.select().from(inspectionItems).where(eq(inspectionItems.inspectionId, row.id)).orderBy(asc(inspectionItems.position));
  const photoRows = await db
    .select({ id: jobCardImages.id, itemId: jobCardImages.inspectionItemId, createdAt: jobCardImages.createdAt })
    .from(jobCardImages)
    .where(and(eq(jobCardImages.inspectionId, row.id), isNotNull(jobCardImages.inspectionItemId)))
    .orderBy(asc(jobCardImages.createdAt), asc(jobCardImages.id));
  const [draft] = await db.select({ jobs: estimates.jobs }).from(estimates).where(eq(estimates.jobCardId, row.jobCardId));
  // A finding is on the estimate while its job is in the draft; a job removed there frees it.
  const draftJobIds = new Set((draft?.jobs ?? []).map((job) => job.id));
  const startedBy = await personOf(db, row.startedBy);
  const completedBy = await personOf(db, row.completedBy);
  const photos = new Map<string, InspectionPhoto[]>();
  for (const photo of photoRows) {
    const list = photos.get(photo.itemId!) ?? [];
    list.push({ id: photo.id, url: jobCardPhotoUrl(row.jobCardId, photo.id), createdAt: photo.createdAt.toISOString() });
    photos.set(photo.itemId!, list);
  }
  const sections: Inspection["sections"] = [];
  for (const item of items) {
    let section = sections.at(-1);
    if (!section || section.id !== item.sectionId) {
      section = { id: item.sectionId, name: item.sectionName, items: [] };
      sections.push(section);
    }
    section.items.push({
      itemId: item.itemId,
      name: item.name,
      measurement: item.measurement ?? null,
      rating: item.rating ?? null,
      skipped: item.skipped,
      note: item.note,
      measuredValue: item.measuredValue,
      photos: photos.get(item.itemId) ?? [],
      estimateJobId: item.estimateJobId !== null && draftJobIds.has(item.estimateJobId) ? item.estimateJobId : null,
    });
  }
  return {
    id: row.id,
    jobCardId: row.jobCardId,
    templateId: row.templateId,
    templateName: row.templateName,
    status: row.status,
    rowVersion: row.rowVersion,
    startedBy,
    startedAt: row.startedAt.toISOString(),
    completedBy,
    completedAt: row.completedAt?.toISOString() ?? null,
    sections,
  };
}

/** The card's inspection, or null before one is started. */
export async function readInspection(db: Database, jobCardId: string): Promise<Inspection | null> {
  const row = await inspectionRowOf(db, jobCardId);
  return row ? inspectionFromRow(db, row) : null;
}
