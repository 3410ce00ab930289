import { INSPECTION_EXISTS, INSPECTION_TEMPLATE_NOT_FOUND, type Inspection } from "../../shared/schemas/inspections";
import type { Database } from "../db/database";
import { inspectionItems, inspections } from "../db/schema";
import { ApiError } from "../http/api-error";
import { findInspectionTemplate } from "../inspection-templates";
import { cardToInspect, type InspectionViewer } from "./inspection-card";
import { inspectionFromRow } from "./read-inspection";

/**
 * Starts the card's one inspection from a template as the template is now: its sections and
 * items are copied, so a later edit of the template leaves this inspection as it was. A second
 * start, even one racing the first, is a 409.
 */
export async function startInspection(db: Database, viewer: InspectionViewer, jobCardId: string, templateId: string): Promise<Inspection> {
  const card = await cardToInspect(db, viewer, jobCardId);
  const template = await findInspectionTemplate(db, templateId);
  if (!template) {
    throw new ApiError("validation_failed", INSPECTION_TEMPLATE_NOT_FOUND, { fields: { templateId: [INSPECTION_TEMPLATE_NOT_FOUND] } });
  }
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(inspections)
      .values({ jobCardId: card.id, templateId: template.id, templateName: template.name, startedBy: viewer.userId, vin: card.vin })
      .onConflictDoNothing({ target: inspections.jobCardId })
      .returning();
    if (!inserted) throw new ApiError("conflict", INSPECTION_EXISTS);
    const items = template.sections.flatMap((section) => section.items.map((item) => ({ section, item })));
    await tx.insert(inspectionItems).values(
      items.map(({ section, item }, position) => ({
        inspectionId: inserted.id,
        itemId: item.id,
        sectionId: section.id,
        sectionName: section.name,
        position,
        name: item.name,
        measurement: item.measurement,
        suggestedCannedJobId: item.suggestedCannedJobId,
      })),
    );
    return inserted;
  });
  return inspectionFromRow(db, row);
}
