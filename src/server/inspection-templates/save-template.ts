import { and, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { INSPECTION_LIMITS } from "../../shared/constants/inspections";
import type { InspectionTemplate, inspectionTemplateInputSchema, inspectionTemplateUpdateSchema } from "../../shared/schemas/inspection-templates";
import type { Database } from "../db/database";
import { isUuid } from "../db/lists/is-uuid";
import { inspectionTemplates } from "../db/schema";
import { ApiError, staleEditError } from "../http/api-error";
import { assertSuggestedCannedJobsExist } from "./suggested-canned-jobs";
import { findStoredTemplate, refuseBuiltIn, TEMPLATE_NOT_FOUND, toTemplate } from "./template-records";

const STALE_MESSAGE = "Someone else changed this template. It has been reloaded; make your change again.";

export async function createInspectionTemplate(
  db: Database,
  userId: string,
  input: z.output<typeof inspectionTemplateInputSchema>,
): Promise<InspectionTemplate> {
  if ((await db.$count(inspectionTemplates)) >= INSPECTION_LIMITS.templates) {
    throw new ApiError("conflict", `The shop keeps at most ${INSPECTION_LIMITS.templates} inspection templates; delete one first.`);
  }
  await assertSuggestedCannedJobsExist(db, input.sections);
  const [row] = await db.insert(inspectionTemplates).values({ name: input.name, sections: input.sections, createdBy: userId }).returning();
  return toTemplate(row!);
}

/**
 * Saves the whole template if it is still the version the client read; otherwise a 409 carrying
 * the template as stored now. The built-in one is refused before anything else is looked at.
 */
export async function updateInspectionTemplate(
  db: Database,
  templateId: string,
  input: z.output<typeof inspectionTemplateUpdateSchema>,
): Promise<InspectionTemplate> {
  refuseBuiltIn(templateId);
  if (!isUuid(templateId)) throw new ApiError("not_found", TEMPLATE_NOT_FOUND);
  await assertSuggestedCannedJobsExist(db, input.sections);
  const [row] = await db
    .update(inspectionTemplates)
    .set({ name: input.name, sections: input.sections, rowVersion: sql`${inspectionTemplates.rowVersion} + 1`, updatedAt: new Date() })
    .where(and(eq(inspectionTemplates.id, templateId), eq(inspectionTemplates.rowVersion, input.rowVersion)))
    .returning();
  if (row) return toTemplate(row);
  const current = await findStoredTemplate(db, templateId);
  if (!current) throw new ApiError("not_found", TEMPLATE_NOT_FOUND);
  throw staleEditError(STALE_MESSAGE, current);
}

/** Inspections already started keep their own copy of the items, so a template can always go. */
export async function deleteInspectionTemplate(db: Database, templateId: string): Promise<void> {
  refuseBuiltIn(templateId);
  if (!isUuid(templateId)) throw new ApiError("not_found", TEMPLATE_NOT_FOUND);
  const deleted = await db.delete(inspectionTemplates).where(eq(inspectionTemplates.id, templateId)).returning({ id: inspectionTemplates.id });
  if (deleted.length === 0) throw new ApiError("not_found", TEMPLATE_NOT_FOUND);
}
