import { completionProblems } from "../../shared/inspections/completion";
import { INSPECTION_INCOMPLETE, INSPECTION_NOT_COMPLETED, type Inspection } from "../../shared/schemas/inspections";
import type { Database } from "../db/database";
import { ApiError } from "../http/api-error";
import { cardToInspect, type InspectionViewer } from "./inspection-card";
import { bumpInspection, openInspectionForWrite } from "./inspection-writes";
import { existingInspectionRow, inspectionFromRow } from "./read-inspection";

/**
 * Completes the inspection when nothing stops it (the shared completionProblems); otherwise a 400
 * listing each item and why, changing nothing. The check and the change share the locked row, so
 * an item changed meanwhile waits for the lock.
 */
export async function completeInspection(db: Database, viewer: InspectionViewer, jobCardId: string): Promise<Inspection> {
  const card = await cardToInspect(db, viewer, jobCardId);
  await db.transaction(async (tx) => {
    const row = await openInspectionForWrite(tx, card.id);
    const problems = completionProblems((await inspectionFromRow(tx, row)).sections);
    if (problems.length > 0) {
      const fields = Object.fromEntries(problems.map((problem) => [`items.${problem.itemId}`, [`${problem.name}: ${problem.problem}`]]));
      throw new ApiError("validation_failed", INSPECTION_INCOMPLETE, { fields, problems });
    }
    await bumpInspection(tx, row.id, viewer.userId, { status: "Completed", completedBy: viewer.userId, completedAt: new Date() });
  });
  return inspectionFromRow(db, await existingInspectionRow(db, card.id));
}

/** Reopens a completed inspection for more changes (the route lets in only those who price work). */
export async function reopenInspection(db: Database, jobCardId: string, viewer: InspectionViewer): Promise<Inspection> {
  const card = await cardToInspect(db, viewer, jobCardId);
  await db.transaction(async (tx) => {
    const row = await existingInspectionRow(tx, card.id, { lock: true });
    if (row.status !== "Completed") throw new ApiError("conflict", INSPECTION_NOT_COMPLETED);
    await bumpInspection(tx, row.id, viewer.userId, { status: "In Progress", completedBy: null, completedAt: null });
  });
  return inspectionFromRow(db, await existingInspectionRow(db, card.id));
}
