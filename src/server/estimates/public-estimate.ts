import { and, eq } from "drizzle-orm";
import { ESTIMATE_LINK_INVALID_MESSAGE, ESTIMATE_REPLACED_MESSAGE } from "../../shared/constants/estimates";
import { lineTotalCents } from "../../shared/money/estimate-lines";
import type { EstimateLine, PublicEstimate, PublicEstimateLine } from "../../shared/schemas/estimates";
import type { Database } from "../db/database";
import { estimateDecisions, estimates, estimateVersions, type EstimateVersionRow } from "../db/schema";
import { ApiError } from "../http/api-error";
import { hashEstimateToken } from "./estimate-token";
import { DEFAULT_CURRENCY_SYMBOL } from "../../shared/format/money";

const MAX_TOKEN_LENGTH = 100;

export interface LinkedVersion {
  version: EstimateVersionRow;
  jobCardId: string;
}

/** The version a link opens: 404 when unknown or expired, 410 when a newer version replaced it. */
export async function findLinkedVersion(db: Database, token: string): Promise<LinkedVersion> {
  const invalid = new ApiError("estimate_link_invalid", ESTIMATE_LINK_INVALID_MESSAGE);
  if (token.length === 0 || token.length > MAX_TOKEN_LENGTH) throw invalid;
  const [found] = await db
    .select({ version: estimateVersions, jobCardId: estimates.jobCardId })
    .from(estimateVersions)
    .innerJoin(estimates, eq(estimates.id, estimateVersions.estimateId))
    .where(eq(estimateVersions.tokenHash, hashEstimateToken(token)));
  if (!found) throw invalid;
  if (found.version.replacedAt) throw new ApiError("estimate_replaced", ESTIMATE_REPLACED_MESSAGE);
  if (found.version.expiresAt.getTime() <= Date.now()) throw invalid;
  return found;
}

/** A line as the customer sees it: the price, never the cost. */
function publicLine(line: EstimateLine, totalCents: number): PublicEstimateLine {
  switch (line.kind) {
    case "labor":
      return { id: line.id, kind: "labor", description: line.description, hoursTenths: line.hoursTenths, rateCents: line.rateCents, totalCents };
    case "part":
      return {
        id: line.id,
        kind: "part",
        description: line.partName,
        partNumber: line.partNumber,
        quantityHundredths: line.quantityHundredths,
        unitPriceCents: line.unitPriceCents,
        totalCents,
      };
    case "fee":
      return { id: line.id, kind: "fee", description: line.description, totalCents };
  }
}

/** The frozen version without costs, and the customer's decision once made. */
export async function toPublicEstimate(db: Database, version: EstimateVersionRow): Promise<PublicEstimate> {
  const { content } = version;
  const decided = version.linkDecidedAt
    ? await db
        .select({ jobId: estimateDecisions.jobId, decision: estimateDecisions.decision, signerName: estimateDecisions.signerName, at: estimateDecisions.decidedAt })
        .from(estimateDecisions)
        .where(and(eq(estimateDecisions.versionId, version.id), eq(estimateDecisions.method, "link")))
    : [];
  return {
    version: version.version,
    shopName: content.shopName,
    shopAddress: content.shopAddress,
    shopPhone: content.shopPhone,
    shopLogo: content.shopLogo ?? "",
    currencySymbol: content.currencySymbol ?? DEFAULT_CURRENCY_SYMBOL,
    vin: content.vin,
    customerName: content.customerName,
    jobs: content.jobs.map((job, index) => ({
      id: job.id,
      name: job.name,
      totalCents: content.totals.jobs[index]?.totalCents ?? 0,
      lines: job.lines.map((line) => publicLine(line, lineTotalCents(line))),
    })),
    subtotalCents: content.totals.subtotalCents,
    discountCents: content.totals.discountCents,
    taxRateBp: content.tax.taxRateBp,
    taxCents: content.totals.taxCents,
    totalCents: content.totals.totalCents,
    // The customer sees no section ids: staff-side detail.
    findings: (content.findings ?? []).map(({ sectionId: _sectionId, ...finding }) => finding),
    sentAt: version.sentAt.toISOString(),
    expiresAt: version.expiresAt.toISOString(),
    decision:
      decided.length === 0
        ? null
        : {
            signerName: decided[0]!.signerName,
            at: decided[0]!.at.toISOString(),
            jobs: decided.map((item) => ({ jobId: item.jobId, decision: item.decision })),
          },
  };
}
