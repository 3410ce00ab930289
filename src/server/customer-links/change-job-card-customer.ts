import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { jobCardCustomerSchema } from "../../shared/schemas/job-card-form";
import type { JobCard } from "../../shared/schemas/job-card-responses";
import type { Database } from "../db/database";
import { isUuid } from "../db/lists/is-uuid";
import { nextVersion, parseVersion } from "../db/lists/row-version";
import { invoices, jobCards } from "../db/schema";
import { ApiError, staleEditError } from "../http/api-error";
import { findJobCard, JOB_CARD_NOT_FOUND, JOB_CARD_STALE } from "../job-cards/job-card-query";
import { assertCustomerIdShape, writingCustomerLink } from "./customer-link-errors";

/**
 * Sets or clears a job card's customer, only if the card is still at the version the client saw
 * (else 409 with the card now), and moves the card's draft invoice with it, in one transaction:
 * the estimate reads the card, and the draft's documents then show the new customer. A finalized
 * or void invoice keeps the customer it was billed to. Unlinking leaves the card's text as it was.
 * Answers the card and the drafts that moved, whose readers are told of the change too.
 */
export async function changeJobCardCustomer(
  db: Database,
  jobCardId: string,
  userId: string,
  input: z.output<typeof jobCardCustomerSchema>,
): Promise<{ jobCard: JobCard; movedDraftIds: string[] }> {
  if (!isUuid(jobCardId)) throw new ApiError("not_found", JOB_CARD_NOT_FOUND);
  const seen = parseVersion(input.updatedAt);
  assertCustomerIdShape(input.customerId);
  const written = await writingCustomerLink(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .update(jobCards)
        .set({ customerId: input.customerId, updatedBy: userId, updatedAt: nextVersion(jobCards.updatedAt) })
        .where(and(eq(jobCards.id, jobCardId), eq(jobCards.updatedAt, seen)))
        .returning({ id: jobCards.id });
      if (!row) return null;
      // The stored name (the Invoices list and its search read it) follows by the link trigger.
      const moved = await tx
        .update(invoices)
        .set({ customerId: input.customerId })
        .where(and(eq(invoices.jobCardId, jobCardId), eq(invoices.state, "draft")))
        .returning({ id: invoices.id });
      return moved.map((draft) => draft.id);
    }),
  );
  // Read once it commits, as every job card answer is read; nothing written: 404 or 409.
  const current = await findJobCard(db, jobCardId);
  if (written) return { jobCard: current, movedDraftIds: written };
  throw staleEditError(JOB_CARD_STALE, current);
}
