import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { aboveAuthorisedMessage, formatInvoiceNumber } from "../../shared/money/invoice-amounts";
import type { finalizeInvoiceInputSchema } from "../../shared/schemas/invoices";
import type { Database } from "../db/database";
import { nextVersion } from "../db/lists/row-version";
import { invoiceCounter, invoices, jobCards } from "../db/schema";
import { loadEstimateRecords } from "../estimates/estimate-records";
import { readShopPricing } from "../estimates/shop-pricing";
import { ApiError } from "../http/api-error";
import { cardAuthorisedTotalCents } from "./approved-work";
import { checkedTotalCents, defaultMoney } from "./invoice-content";
import { liveParties } from "./invoice-parties";
import { requireInvoiceRow } from "./invoice-records";
import { invoiceFrozen } from "./save-invoice-draft";

export const NOTHING_TO_BILL_MESSAGE = "This draft has no lines to bill. Add work back or delete the draft.";
export const CARD_GONE_MESSAGE = "This draft's job card was deleted, so there is no approval to bill against. Delete the draft.";

/**
 * Finalize Invoice, all in one transaction: lock the draft, check its total against what the
 * customer authorised now, take the next number from the counter row, freeze the shop and
 * customer details, and mark the job card Billed. The counter's row lock orders finalizes on every
 * server instance, and a rollback anywhere after the increment gives the number back, so numbers
 * run without gaps or duplicates.
 */
export async function finalizeInvoice(
  db: Database,
  invoiceId: string,
  userId: string,
  input: z.output<typeof finalizeInvoiceInputSchema>,
): Promise<{ jobCardId: string }> {
  const invoiceDate = input.invoiceDate ?? new Date().toISOString().slice(0, 10);
  return db.transaction(async (tx) => {
    const row = await requireInvoiceRow(tx, invoiceId, { lock: true });
    if (row.state !== "draft") throw invoiceFrozen();
    if (!row.jobCardId) throw new ApiError("conflict", CARD_GONE_MESSAGE);
    if (!row.jobs.some((job) => job.lines.length > 0)) throw new ApiError("conflict", NOTHING_TO_BILL_MESSAGE);
    const totalCents = checkedTotalCents(row.jobs, row.discountCents, row.tax);
    const authorised = cardAuthorisedTotalCents(await loadEstimateRecords(tx, row.jobCardId));
    if (totalCents > authorised) {
      throw new ApiError("invoice_above_authorised", aboveAuthorisedMessage(totalCents, authorised, defaultMoney), {
        invoiceTotalCents: totalCents,
        authorisedTotalCents: authorised,
      });
    }
    const parties = await liveParties(tx, row.jobCardId, row);
    const { invoicePrefix } = await readShopPricing(tx);
    // Taken last of the reads, so the counter's row is locked for as short a time as possible.
    const [counter] = await tx
      .update(invoiceCounter)
      .set({ lastNumber: sql`${invoiceCounter.lastNumber} + 1` })
      .where(eq(invoiceCounter.id, 1))
      .returning({ lastNumber: invoiceCounter.lastNumber });
    if (!counter) throw new Error("The invoice counter row is missing.");
    const now = new Date();
    await tx
      .update(invoices)
      .set({
        state: "finalized",
        number: counter.lastNumber,
        numberText: formatInvoiceNumber(invoicePrefix, counter.lastNumber),
        invoiceDate,
        parties,
        customerName: parties.customerName,
        vin: parties.vin,
        totalCents,
        rowVersion: sql`${invoices.rowVersion} + 1`,
        finalizedBy: userId,
        finalizedAt: now,
        updatedAt: now,
      })
      .where(eq(invoices.id, row.id));
    await tx
      .update(jobCards)
      .set({ status: "Billed", updatedBy: userId, updatedAt: nextVersion(jobCards.updatedAt) })
      .where(eq(jobCards.id, row.jobCardId));
    return { jobCardId: row.jobCardId };
  });
}
