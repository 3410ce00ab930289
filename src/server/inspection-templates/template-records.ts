import { asc, eq, sql } from "drizzle-orm";
import { MULTI_POINT_INSPECTION_ID } from "../../shared/constants/inspections";
import { MULTI_POINT_INSPECTION } from "../../shared/inspections/multi-point-inspection";
import type { InspectionTemplate } from "../../shared/schemas/inspection-templates";
import type { Database } from "../db/database";
import { isUuid } from "../db/lists/is-uuid";
import { inspectionTemplates, type InspectionTemplateRow } from "../db/schema";
import { ApiError } from "../http/api-error";

export const TEMPLATE_NOT_FOUND = "No such inspection template. It may have been deleted.";
export const BUILT_IN_READ_ONLY = "The built-in Multi-Point Inspection cannot be changed. Copy it to make your own.";

export function toTemplate(row: InspectionTemplateRow): InspectionTemplate {
  return {
    id: row.id,
    name: row.name,
    builtIn: false,
    sections: row.sections,
    rowVersion: row.rowVersion,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The shop's own template by id; null for the built-in id, an id that is no uuid, or none stored. */
export async function findStoredTemplate(db: Database, templateId: string): Promise<InspectionTemplate | null> {
  if (!isUuid(templateId)) return null;
  const [row] = await db.select().from(inspectionTemplates).where(eq(inspectionTemplates.id, templateId));
  return row ? toTemplate(row) : null;
}

/** A template to inspect with: the built-in Multi-Point Inspection or one of the shop's; null when none. */
export async function findInspectionTemplate(db: Database, templateId: string): Promise<InspectionTemplate | null> {
  if (templateId === MULTI_POINT_INSPECTION_ID) return MULTI_POINT_INSPECTION;
  return findStoredTemplate(db, templateId);
}

export async function requireInspectionTemplate(db: Database, templateId: string): Promise<InspectionTemplate> {
  const template = await findInspectionTemplate(db, templateId);
  if (!template) throw new ApiError("not_found", TEMPLATE_NOT_FOUND);
  return template;
}

/**
 * The built-in Multi-Point Inspection first, then the shop's own by name, ignoring case so that
 * PGlite and PostgreSQL (whose default collations differ) list them alike.
 */
export async function listInspectionTemplates(db: Database): Promise<InspectionTemplate[]> {
  const rows = await db
    .select()
    .from(inspectionTemplates)
    .orderBy(sql`lower(${inspectionTemplates.name})`, asc(inspectionTemplates.name), asc(inspectionTemplates.id));
  return [MULTI_POINT_INSPECTION, ...rows.map(toTemplate)];
}

/** Changes and deletes are refused for the built-in template: it is the same on every install. */
export function refuseBuiltIn(templateId: string): void {
  if (templateId === MULTI_POINT_INSPECTION_ID) throw new ApiError("conflict", BUILT_IN_READ_ONLY);
}
