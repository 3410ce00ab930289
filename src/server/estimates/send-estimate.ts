import { and, eq, isNull, max } from "drizzle-orm";
import { estimateTotals } from "../../shared/money/estimate-totals";
import type { EstimateSent, estimateSendInputSchema } from "../../shared/schemas/estimates";
import type { z } from "zod";
import type { Database } from "../db/database";
import { estimates, estimateVersions } from "../db/schema";
import { ApiError } from "../http/api-error";
import type { Mailer } from "../mail/mailer";
import { readLinkedCustomer } from "../customer-links/linked-customer";
import { customerEmail } from "../../shared/format/customer-contact";
import { estimateMail } from "./estimate-mail";
import { requireJobCard } from "./estimate-records";
import { newEstimateToken } from "./estimate-token";
import type { FrozenEstimate } from "./frozen-estimate";
import { readShopPricing } from "./shop-pricing";
import { freezeFindings } from "../inspections/freeze-findings";

export const NOTHING_TO_SEND = "Add a job before sending the estimate.";
const DAY_MS = 24 * 60 * 60 * 1000;

export interface SendOptions {
  appUrl: string;
  mailer: Mailer;
}

/**
 * Freezes the draft as the next numbered version with a new link, replacing every earlier link,
 * in one transaction (the estimate row is locked, so two sends cannot take one number). Then
 * mails the link when the card has a customer e-mail and mail is configured.
 */
export async function sendEstimate(
  db: Database,
  jobCardId: string,
  userId: string,
  branding: z.output<typeof estimateSendInputSchema>,
  options: SendOptions,
): Promise<EstimateSent> {
  const card = await requireJobCard(db, jobCardId);
  const pricing = await readShopPricing(db);
  const { token, hash } = newEstimateToken();
  const sentAt = new Date();
  const expiresAt = new Date(sentAt.getTime() + pricing.linkLifetimeDays * DAY_MS);
  const version = await db.transaction(async (tx) => {
    const [estimate] = await tx.select().from(estimates).where(eq(estimates.jobCardId, card.id)).for("update");
    if (!estimate || estimate.jobs.length === 0) throw new ApiError("bad_request", NOTHING_TO_SEND);
    const tax = { taxRateBp: pricing.taxRateBp, taxLabor: pricing.taxLabor, taxParts: pricing.taxParts, taxFees: pricing.taxFees };
    const content: FrozenEstimate = {
      jobs: estimate.jobs,
      discountCents: estimate.discountCents,
      tax,
      totals: estimateTotals({ jobs: estimate.jobs, discountCents: estimate.discountCents }, tax),
      vin: card.vin,
      customerName: card.customerName,
      shopName: pricing.shopName,
      shopAddress: pricing.address,
      shopPhone: pricing.phone,
      shopLogo: branding.logoDataUrl,
      currencySymbol: branding.currencySymbol,
      findings: await freezeFindings(tx, card.id, new Set(estimate.jobs.map((job) => job.id))),
    };
    const [last] = await tx.select({ version: max(estimateVersions.version) }).from(estimateVersions).where(eq(estimateVersions.estimateId, estimate.id));
    const next = (last?.version ?? 0) + 1;
    await tx
      .update(estimateVersions)
      .set({ replacedAt: sentAt })
      .where(and(eq(estimateVersions.estimateId, estimate.id), isNull(estimateVersions.replacedAt)));
    await tx.insert(estimateVersions).values({ estimateId: estimate.id, version: next, content, tokenHash: hash, sentBy: userId, sentAt, expiresAt });
    await tx.update(estimates).set({ currentVersion: next }).where(eq(estimates.id, estimate.id));
    return next;
  });
  const url = `${options.appUrl.replace(/\/$/, "")}/estimate/${token}`;
  // A linked customer is mailed at their e-mail (the contact shown may be a phone).
  const to = card.customerId ? ((await readLinkedCustomer(db, card.customerId))?.email ?? null) : customerEmail(card.customerContact);
  let emailed = false;
  if (to && options.mailer.delivers) {
    try {
      await options.mailer.send(estimateMail(to, pricing.shopName, url, expiresAt));
      emailed = true;
    } catch {
      // The mailer logs the failure; the link is made and shown with Copy Link either way.
    }
  }
  return { version, url, expiresAt: expiresAt.toISOString(), emailed };
}
