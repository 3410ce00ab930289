import { balanceDueCents, invoiceStatus } from "../../shared/money/invoice-amounts";
import { estimateTotals } from "../../shared/money/estimate-totals";
import type { Invoice } from "../../shared/schemas/invoices";
import type { Database } from "../db/database";
import { partiesEmail } from "../estimates/estimate-mail";
import { loadEstimateRecords } from "../estimates/estimate-records";
import { cardAuthorisedTotalCents } from "./approved-work";
import { liveParties } from "./invoice-parties";
import { loadInvoiceRecords } from "./invoice-records";

export interface ReadInvoiceOptions {
  /** Whether the server's mailer delivers (mail is configured): one half of canEmail. */
  mailDelivers: boolean;
}

async function authorisedNow(db: Database, jobCardId: string | null): Promise<number> {
  if (!jobCardId) return 0;
  return cardAuthorisedTotalCents(await loadEstimateRecords(db, jobCardId));
}

/**
 * One invoice as every invoice endpoint answers it. A draft shows the shop and customer as they
 * are now; a finalized or void invoice the copy frozen at finalize. Totals are computed from the
 * stored jobs, discount and tax settings by the one money computation, so they are what was frozen.
 */
export async function readInvoice(db: Database, invoiceId: string, options: ReadInvoiceOptions): Promise<Invoice> {
  const records = await loadInvoiceRecords(db, invoiceId);
  const { row } = records;
  const parties = row.state === "draft" || !row.parties ? await liveParties(db, row.jobCardId, row) : row.parties;
  const totals = estimateTotals({ jobs: row.jobs, discountCents: row.discountCents }, row.tax);
  return {
    id: row.id,
    jobCardId: row.jobCardId,
    status: invoiceStatus(row.state, row.totalCents, row.amountPaidCents),
    number: row.numberText,
    invoiceDate: row.invoiceDate,
    rowVersion: row.rowVersion,
    parties,
    customerId: row.customerId,
    jobs: row.jobs.map((job, index) => ({ ...job, totalCents: totals.jobs[index]?.totalCents ?? 0 })),
    tax: row.tax,
    subtotalCents: totals.subtotalCents,
    discountCents: totals.discountCents,
    taxCents: totals.taxCents,
    totalCents: row.totalCents,
    authorisedTotalCents: await authorisedNow(db, row.jobCardId),
    amountPaidCents: row.amountPaidCents,
    balanceDueCents: balanceDueCents(row.totalCents, row.amountPaidCents),
    payments: records.payments.map((payment) => ({
      id: payment.id,
      amountCents: payment.amountCents,
      method: payment.method,
      paidOn: payment.paidOn,
      note: payment.note,
      recordedAt: payment.recordedAt.toISOString(),
      recordedBy: payment.recordedByPerson,
      reversedAt: payment.reversedAt?.toISOString() ?? null,
      reversedBy: payment.reversedByPerson,
      reversalReason: payment.reversalReason,
    })),
    canEmail: options.mailDelivers && row.state === "finalized" && partiesEmail(parties) !== null,
    finalizedAt: row.finalizedAt?.toISOString() ?? null,
    finalizedBy: records.finalizedBy,
    voidedAt: row.voidedAt?.toISOString() ?? null,
    voidedBy: records.voidedBy,
    voidReason: row.voidReason,
    createdAt: row.createdAt.toISOString(),
    createdBy: records.createdBy,
    updatedAt: row.updatedAt.toISOString(),
  };
}
