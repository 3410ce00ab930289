import { eq } from "drizzle-orm";
import { INSPECTION_NOT_ASSIGNED, mayInspectCard, mayReadInspection } from "../../shared/inspections/inspect-access";
import type { Profile } from "../../shared/schemas/account-responses";
import type { Database } from "../db/database";
import { isUuid } from "../db/lists/is-uuid";
import { jobCards } from "../db/schema";
import { ApiError } from "../http/api-error";
import { JOB_CARD_NOT_FOUND } from "../job-cards/job-card-query";

export type InspectionViewer = Pick<Profile, "userId" | "role">;

export interface InspectionCard {
  id: string;
  assignedTechnicianId: string | null;
  vin: string | null;
}

/** The card an inspection is on, or a 404 for an unknown id or one that cannot be an id. */
async function findCard(db: Database, jobCardId: string): Promise<InspectionCard> {
  if (!isUuid(jobCardId)) throw new ApiError("not_found", JOB_CARD_NOT_FOUND);
  const [card] = await db
    .select({ id: jobCards.id, assignedTechnicianId: jobCards.assignedTechnicianId, vin: jobCards.vin })
    .from(jobCards)
    .where(eq(jobCards.id, jobCardId));
  if (!card) throw new ApiError("not_found", JOB_CARD_NOT_FOUND);
  return card;
}

/** The card, when the viewer may start and rate its inspection (shared rule); else 404 or 403. */
export async function cardToInspect(db: Database, viewer: InspectionViewer, jobCardId: string): Promise<InspectionCard> {
  const card = await findCard(db, jobCardId);
  if (!mayInspectCard(viewer, card)) throw new ApiError("forbidden", INSPECTION_NOT_ASSIGNED);
  return card;
}

/** The card, when the viewer may read its inspection (shared rule); else 404 or 403. */
export async function cardToRead(db: Database, viewer: InspectionViewer, jobCardId: string): Promise<InspectionCard> {
  const card = await findCard(db, jobCardId);
  if (!mayReadInspection(viewer, card)) throw new ApiError("forbidden", INSPECTION_NOT_ASSIGNED);
  return card;
}
