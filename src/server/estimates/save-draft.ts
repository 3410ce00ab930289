import { and, eq, sql } from "drizzle-orm";
import type { Estimate, EstimateDraftValues } from "../../shared/schemas/estimates";
import type { Database } from "../db/database";
import { estimates } from "../db/schema";
import { staleEditError } from "../http/api-error";
import { requireJobCard } from "./estimate-records";
import { readEstimate } from "./read-estimate";

const STALE_MESSAGE = "Someone else changed this estimate. It has been reloaded; make your change again.";

/**
 * Saves the whole draft if it is still the version the client read (rowVersion 0: none saved
 * yet); otherwise a 409 carrying the estimate as stored now. Sent versions are frozen elsewhere,
 * so editing after a send only changes the draft.
 */
export async function saveDraft(db: Database, jobCardId: string, userId: string, input: EstimateDraftValues): Promise<Estimate> {
  const card = await requireJobCard(db, jobCardId);
  const values = { jobs: input.jobs, discountCents: input.discountCents, updatedBy: userId, updatedAt: new Date() };
  const written =
    input.rowVersion === 0
      ? await db
          .insert(estimates)
          .values({ jobCardId: card.id, rowVersion: 1, ...values })
          .onConflictDoNothing({ target: estimates.jobCardId })
          .returning({ id: estimates.id })
      : await db
          .update(estimates)
          .set({ ...values, rowVersion: sql`${estimates.rowVersion} + 1` })
          .where(and(eq(estimates.jobCardId, card.id), eq(estimates.rowVersion, input.rowVersion)))
          .returning({ id: estimates.id });
  const estimate = await readEstimate(db, card.id);
  if (written.length === 0) throw staleEditError(STALE_MESSAGE, estimate);
  return estimate;
}
