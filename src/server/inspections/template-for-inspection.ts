import { MULTI_POINT_INSPECTION_ID } from "../../shared/constants/inspections";
import { MULTI_POINT_INSPECTION } from "../../shared/inspections/multi-point-inspection";
import type { InspectionTemplate } from "../../shared/schemas/inspection-templates";
import type { Database } from "../db/database";

/**
 * The template an inspection starts from, as it is now, or null for an unknown id. The built-in
 * Multi-Point Inspection is defined in code; the templates a shop stores come from the
 * inspection-templates domain (its findInspectionTemplate), which this asks once it is wired in.
 */
export async function templateForInspection(_db: Database, templateId: string): Promise<InspectionTemplate | null> {
  return templateId === MULTI_POINT_INSPECTION_ID ? MULTI_POINT_INSPECTION : null;
}
