import { DEFAULT_APP_NAME } from "@/shared/constants/app";
import { DEFAULT_CURRENCY_SYMBOL } from "@/shared/format/money";
import type { PublicEstimate, PublicEstimateLine } from "@/shared/schemas/estimates";
import { publicFindingPhotoUrl } from "@/shared/inspections/finding-photo-url";
import { earlierText, measurementText } from "./finding-text";
import { formatHundredths, formatTenthsOfHours } from "./quantities";
import type { EstimateView, LineView } from "./view-model";

function lineView(line: PublicEstimateLine): LineView {
  switch (line.kind) {
    case "labor":
      return { description: line.description, detail: "", amount: formatTenthsOfHours(line.hoursTenths), unitPriceCents: line.rateCents, totalCents: line.totalCents };
    case "part":
      return {
        description: line.description,
        detail: line.partNumber === "" ? "" : `Part number ${line.partNumber}`,
        amount: formatHundredths(line.quantityHundredths),
        unitPriceCents: line.unitPriceCents,
        totalCents: line.totalCents,
      };
    case "fee":
      return { description: line.description, detail: "", amount: "", unitPriceCents: null, totalCents: line.totalCents };
  }
}

/** The public answer (the frozen version, without costs) as the page draws it; photos are read through the link's token. */
export function toView(estimate: PublicEstimate, token: string): EstimateView {
  const decided = new Map((estimate.decision?.jobs ?? []).map((job) => [job.jobId, job.decision]));
  const jobNames = new Map(estimate.jobs.map((job) => [job.id, job.name]));
  return {
    // A shop that has not named itself in its pricing settings goes by the app's default name.
    shopName: estimate.shopName.trim() || DEFAULT_APP_NAME,
    shopContact: [estimate.shopAddress, estimate.shopPhone].filter((part) => part.trim() !== "").join(" · "),
    // The sender's symbol and logo, frozen with the version (each staff browser keeps its own).
    currencySymbol: estimate.currencySymbol.trim() || DEFAULT_CURRENCY_SYMBOL,
    shopLogo: estimate.shopLogo,
    vin: estimate.vin ?? "",
    customer: estimate.customerName ?? "",
    findings: estimate.findings.map((finding) => {
      const jobName = finding.estimateJobId === null ? undefined : jobNames.get(finding.estimateJobId);
      return {
        itemId: finding.itemId,
        rating: finding.rating,
        name: finding.name,
        sectionName: finding.sectionName,
        note: finding.note,
        measurement: finding.measuredValue === null ? "" : measurementText(finding.measuredValue, finding.unit),
        earlier: earlierText(finding),
        photoUrls: finding.photoIds.map((photoId) => publicFindingPhotoUrl(token, photoId)),
        job: finding.estimateJobId !== null && jobName !== undefined ? { id: finding.estimateJobId, name: jobName } : null,
      };
    }),
    jobs: estimate.jobs.map((job) => ({
      id: job.id,
      name: job.name,
      totalCents: job.totalCents,
      decision: decided.get(job.id) ?? null,
      lines: job.lines.map(lineView),
    })),
    subtotalCents: estimate.subtotalCents,
    discountCents: estimate.discountCents,
    taxCents: estimate.taxCents,
    totalCents: estimate.totalCents,
    signed: estimate.decision === null ? null : { name: estimate.decision.signerName, at: estimate.decision.at },
  };
}
