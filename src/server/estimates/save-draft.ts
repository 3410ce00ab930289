import { and, eq, sql } from "drizzle-orm";
import type { Estimate, EstimateDraftValues } from "../../shared/schemas/estimates";
import type { Database } from "../db/database";
import { estimates } from "../db/schema";
import { staleEditError } from "../http/api-error";
import { requireJobCard } from "./estimate-records";
import { readEstimate } from "./read-estimate";

const STALE_MESSAGE = "Someone else changed this estimate. It has been reloaded; make your change again.";

/**
 * Writes the whole draft if it is still the version named (rowVersion 0: none saved yet); false
 * when it is not. Sent versions are frozen elsewhere, so a write after a send only changes the
 * draft, which the next send makes the new version. Every change of the draft goes through here.
 */
export async function writeDraft(db: Database, jobCardId: string, userId: string, input: EstimateDraftValues): Promise<boolean> {
  const values = { jobs: input.jobs, discountCents: input.discountCents, updatedBy: userId, updatedAt: new Date() };
  const written =
    input.rowVersion === 0
      ? await db
          .insert(estimates)
          .values({ jobCardId, rowVersion: 1, ...values })
          .onConflictDoNothing({ target: estimates.jobCardId })
          .returning({ id: estimates.id })
      : await db
          .update(estimates)
          .set({ ...values, rowVersion: sql`${estimates.rowVersion} + 1` })
          .where(and(eq(estimates.jobCardId, jobCardId), eq(estimates.rowVersion, input.rowVersion)))
          .returning({ id: estimates.id });
  return written.length > 0;
}

/** Saves the draft as the estimate editor sends it; a stale rowVersion is a 409 carrying the estimate as stored now. */
export async function saveDraft(db: Database, jobCardId: string, userId: string, input: EstimateDraftValues): Promise<Estimate> {
  const card = await requireJobCard(db, jobCardId);
  const written = await writeDraft(db, card.id, userId, input);
  const estimate = await readEstimate(db, card.id);
  if (!written) throw staleEditError(STALE_MESSAGE, estimate);
  return estimate;
}
