import { z } from "zod";
import {
  ESTIMATE_DECISIONS,
  ESTIMATE_JOB_STATES,
  MAX_CANNED_JOBS,
  MAX_ESTIMATE_JOBS,
  MAX_ESTIMATE_LINES_PER_JOB,
  MAX_ESTIMATE_LINK_DAYS,
  MAX_ESTIMATE_TOTAL_CENTS,
  MAX_HOURS_TENTHS,
  MAX_QUANTITY_HUNDREDTHS,
  MAX_RATE_BP,
  MAX_UNIT_AMOUNT_CENTS,
  RECORDED_APPROVAL_METHODS,
  APPROVAL_METHODS,
} from "../constants/estimates";
import { INSPECTION_RATINGS } from "../constants/inspections";
import { lineTotalCents } from "../money/estimate-lines";
import { boundedDateTime } from "./bounds";
import { text } from "./form-fields";
import { personRefSchema } from "./person-ref";
import { logoDataUrlSchema } from "./branding-settings";
import { currencySymbolSchema } from "./currency-settings";
import { DEFAULT_CURRENCY_SYMBOL } from "../format/money";
import { invoicePrefixSchema } from "./invoice-prefix";
import { rowVersionInputSchema } from "./row-version";

/**
 * Estimates on the wire. Money is whole cents, hours whole tenths, quantities whole hundredths and
 * percentages basis points (8.25% = 825): a form turns 2.5 h into 25 before it sends.
 */
const whole = (label: string, max: number) =>
  z
    .number({ message: `${label} must be a number.` })
    .int(`${label} must be a whole number.`)
    .min(0, `${label} cannot be negative.`)
    .max(max, `${label} is too large.`);

export const centsSchema = (label: string) => whole(label, MAX_UNIT_AMOUNT_CENTS);
const idSchema = z.string().trim().min(1, "An id is required.").max(64, "An id has at most 64 characters.");

export const laborLineSchema = z.object({
  id: idSchema,
  kind: z.literal("labor"),
  description: text(500).min(1, "Description is required."),
  hoursTenths: whole("Hours", MAX_HOURS_TENTHS),
  rateCents: centsSchema("Rate"),
});
export const partLineSchema = z.object({
  id: idSchema,
  kind: z.literal("part"),
  partName: text(200).min(1, "Part name is required."),
  partNumber: text(100).optional().default(""),
  quantityHundredths: whole("Quantity", MAX_QUANTITY_HUNDREDTHS),
  /** Never shown to the customer. */
  unitCostCents: centsSchema("Unit cost"),
  unitPriceCents: centsSchema("Unit price"),
});
export const feeLineSchema = z.object({
  id: idSchema,
  kind: z.literal("fee"),
  description: text(500).min(1, "Description is required."),
  amountCents: centsSchema("Amount"),
});
export const estimateLineSchema = z.discriminatedUnion("kind", [laborLineSchema, partLineSchema, feeLineSchema], {
  message: "A line is labor, part or fee.",
});
export type EstimateLine = z.output<typeof estimateLineSchema>;
export type EstimateLineInput = z.input<typeof estimateLineSchema>;

const jobLinesSchema = z.array(estimateLineSchema).max(MAX_ESTIMATE_LINES_PER_JOB, `A job has at most ${MAX_ESTIMATE_LINES_PER_JOB} lines.`);

export const estimateJobSchema = z.object({
  id: idSchema,
  name: text(200).min(1, "Job name is required."),
  lines: jobLinesSchema,
});
export type EstimateJob = z.output<typeof estimateJobSchema>;

/** A line's total, or null when one of its figures was already refused (a refinement still runs then). */
function wellFormedTotal(line: EstimateLine): bigint | null {
  try {
    const total = lineTotalCents(line);
    return total >= 0 ? BigInt(total) : null;
  } catch {
    return null;
  }
}

/**
 * Ids unique within the estimate, and the subtotal small enough for whole cents below 2^31. The
 * subtotal is null when a figure was refused already, so no second message follows from it.
 */
function checkJobs(jobs: readonly EstimateJob[], ctx: z.RefinementCtx): bigint | null {
  const seen = new Set<string>();
  let subtotal: bigint | null = 0n;
  jobs.forEach((job, jobIndex) => {
    if (seen.has(job.id)) ctx.addIssue({ code: "custom", path: ["jobs", jobIndex, "id"], message: "Each job needs its own id." });
    seen.add(job.id);
    job.lines.forEach((line, lineIndex) => {
      if (seen.has(line.id)) {
        ctx.addIssue({ code: "custom", path: ["jobs", jobIndex, "lines", lineIndex, "id"], message: "Each line needs its own id." });
      }
      seen.add(line.id);
      const total = wellFormedTotal(line);
      subtotal = subtotal === null || total === null ? null : subtotal + total;
    });
  });
  if (subtotal !== null && subtotal > BigInt(MAX_ESTIMATE_TOTAL_CENTS)) ctx.addIssue({ code: "custom", path: ["jobs"], message: "The estimate's total is too large." });
  return subtotal;
}

/** PUT /api/job-cards/{jobCardId}/estimate: the whole draft, with the rowVersion the client saw (0 before the first save). */
export const estimateDraftInputSchema = z
  .object({
    rowVersion: rowVersionInputSchema,
    discountCents: centsSchema("Discount").optional().default(0),
    jobs: z.array(estimateJobSchema).max(MAX_ESTIMATE_JOBS, `An estimate has at most ${MAX_ESTIMATE_JOBS} jobs.`),
  })
  .superRefine((draft, ctx) => {
    const subtotal = checkJobs(draft.jobs, ctx);
    if (subtotal !== null && Number.isSafeInteger(draft.discountCents) && BigInt(draft.discountCents) > subtotal) {
      ctx.addIssue({ code: "custom", path: ["discountCents"], message: "The discount cannot be more than the subtotal." });
    }
  });
export type EstimateDraftInput = z.input<typeof estimateDraftInputSchema>;
export type EstimateDraftValues = z.output<typeof estimateDraftInputSchema>;

/** The shop's prices and the details its documents carry: GET and PUT /api/shop-pricing. */
export const shopPricingInputSchema = z.object({
  shopName: text(100).optional().default(""),
  defaultLaborRateCents: centsSchema("Default labor rate"),
  partsMarkupBp: whole("Parts markup", MAX_RATE_BP),
  taxRateBp: whole("Tax rate", MAX_RATE_BP),
  taxLabor: z.boolean(),
  taxParts: z.boolean(),
  taxFees: z.boolean(),
  address: text(300).optional().default(""),
  phone: text(50).optional().default(""),
  linkLifetimeDays: z
    .number({ message: "Link lifetime must be a number of days." })
    .int("Link lifetime must be a whole number of days.")
    .min(1, "A link lasts at least 1 day.")
    .max(MAX_ESTIMATE_LINK_DAYS, `A link lasts at most ${MAX_ESTIMATE_LINK_DAYS} days.`),
  /**
   * Printed before each invoice number (INV- until the shop chooses one); taken at finalize, so a
   * change leaves issued numbers as they were. Left out, the stored prefix stays.
   */
  invoicePrefix: invoicePrefixSchema.optional(),
});
export type ShopPricingInput = z.input<typeof shopPricingInputSchema>;
export const shopPricingSchema = shopPricingInputSchema.required().extend({ updatedAt: z.string().nullable() }).meta({ id: "ShopPricing" });
export type ShopPricing = z.infer<typeof shopPricingSchema>;
export const shopPricingBodySchema = z.object({ shopPricing: shopPricingSchema });

/** What the estimate screen needs to price lines as they are typed (no address or phone). */
export const estimatePricingSchema = shopPricingSchema.pick({
  defaultLaborRateCents: true,
  partsMarkupBp: true,
  taxRateBp: true,
  taxLabor: true,
  taxParts: true,
  taxFees: true,
});
export type EstimatePricing = z.infer<typeof estimatePricingSchema>;

const decisionSchema = z.enum(ESTIMATE_DECISIONS, { message: "Choose Approve or Decline." });
const jobDecisionsSchema = z
  .array(z.object({ jobId: idSchema, decision: decisionSchema }))
  .min(1, "Choose Approve or Decline for at least one job.")
  .max(MAX_ESTIMATE_JOBS)
  .refine((items) => new Set(items.map((item) => item.jobId)).size === items.length, "Each job is decided once.");

/** One decision on one job of one sent version. */
export const estimateDecisionSchema = z.object({
  version: z.number().int(),
  jobId: z.string(),
  decision: decisionSchema,
  signerName: z.string(),
  method: z.enum(APPROVAL_METHODS),
  at: z.string(),
  recordedBy: personRefSchema.nullable().meta({ description: "Staff who recorded it; null for the customer's own link" }),
});
export type EstimateDecisionView = z.infer<typeof estimateDecisionSchema>;

/** The inspection item a job was added from (Add to Estimate), with its rating now; null for a job added by hand. */
export const fromInspectionItemSchema = z
  .object({ itemId: z.string(), name: z.string(), rating: z.enum(INSPECTION_RATINGS).nullable() })
  .nullable()
  .meta({ description: "The inspection finding this job came from; null for a job added by hand" });
export type FromInspectionItem = z.infer<typeof fromInspectionItemSchema>;

/** A job as staff see it: its lines, total, state, (once approved) the amount approved, and the finding it came from. */
export const estimateJobViewSchema = estimateJobSchema.extend({
  totalCents: z.number().int(),
  state: z.enum(ESTIMATE_JOB_STATES),
  approvedTotalCents: z.number().int().nullable(),
  fromInspectionItem: fromInspectionItemSchema,
});
export type EstimateJobView = z.infer<typeof estimateJobViewSchema>;

/** GET/PUT /api/job-cards/{jobCardId}/estimate and Record Approval answer this. */
export const estimateSchema = z
  .object({
    jobCardId: z.string(),
    rowVersion: z.number().int().meta({ description: "Send it back with the next PUT; a different one is a 409." }),
    discountCents: z.number().int(),
    jobs: z.array(estimateJobViewSchema),
    subtotalCents: z.number().int(),
    taxCents: z.number().int(),
    totalCents: z.number().int(),
    authorisedTotalCents: z.number().int(),
    pricing: estimatePricingSchema,
    currentVersion: z.number().int().nullable().meta({ description: "The last version sent; null before the first send" }),
    sentAt: z.string().nullable(),
    expiresAt: z.string().nullable(),
    hasUnsentChanges: z.boolean().meta({ description: "The draft differs from the last version sent" }),
    decisions: z.array(estimateDecisionSchema),
    updatedAt: z.string().nullable(),
    updatedBy: personRefSchema.nullable(),
  })
  .meta({ id: "Estimate" });
export type Estimate = z.infer<typeof estimateSchema>;
export const estimateBodySchema = z.object({ estimate: estimateSchema });

/**
 * A logo carried with a sent estimate: the shop's branding lives in each staff browser, so the
 * sender's goes with the version. Smaller than the API's 1 MB body; a larger one is left out.
 */
export const ESTIMATE_LOGO_MAX_CHARS = 900_000;

/**
 * POST /api/job-cards/{jobCardId}/estimate/send: what the customer's page shows of the sender's
 * own settings (both kept in the browser): the shop's logo and currency symbol, frozen with the
 * version.
 */
export const estimateSendInputSchema = z.object({
  logoDataUrl: logoDataUrlSchema.refine((logo) => logo.length <= ESTIMATE_LOGO_MAX_CHARS, "The logo is too large to send with an estimate.").optional().default(""),
  currencySymbol: currencySymbolSchema.optional().default(DEFAULT_CURRENCY_SYMBOL),
});
export type EstimateSendInput = z.input<typeof estimateSendInputSchema>;

/** POST /api/job-cards/{jobCardId}/estimate/send answers this; the url is shown once (only its hash is kept). */
export const estimateSentSchema = z
  .object({ version: z.number().int(), url: z.string(), expiresAt: z.string(), emailed: z.boolean() })
  .meta({ id: "EstimateSent" });
export type EstimateSent = z.infer<typeof estimateSentSchema>;

/** POST /api/job-cards/{jobCardId}/estimate/approvals (Record Approval): a decision given by phone or in person, on the last version sent. */
export const recordApprovalInputSchema = z.object({
  method: z.enum(RECORDED_APPROVAL_METHODS, { message: "Choose phone or in person." }),
  signerName: text(100).min(1, "Who gave the approval is required."),
  at: boundedDateTime("When"),
  decisions: jobDecisionsSchema,
});
export type RecordApprovalInput = z.input<typeof recordApprovalInputSchema>;

/** GET /api/job-cards/{jobCardId}/estimate/work: the approved jobs and their labor, without any money. */
export const estimateWorkSchema = z
  .object({
    jobCardId: z.string(),
    jobs: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        state: z.enum(["Approved", "Needs Re-approval"]),
        fromInspectionItem: fromInspectionItemSchema,
        lines: z.array(z.object({ id: z.string(), description: z.string(), hoursTenths: z.number().int() })),
        /** The parts to fit: what and how many, never their cost or price. */
        parts: z.array(z.object({ id: z.string(), name: z.string(), partNumber: z.string(), quantityHundredths: z.number().int() })),
      }),
    ),
  })
  .meta({ id: "EstimateWork" });
export type EstimateWork = z.infer<typeof estimateWorkSchema>;
export const estimateWorkBodySchema = z.object({ work: estimateWorkSchema });

/** Canned jobs: GET/POST /api/canned-jobs, DELETE /api/canned-jobs/{cannedJobId}. Insert with fresh ids. */
export const cannedJobInputSchema = z.object({ name: text(200).min(1, "Job name is required."), lines: jobLinesSchema });
export type CannedJobInput = z.input<typeof cannedJobInputSchema>;
export const cannedJobSchema = z
  .object({ id: z.string(), name: z.string(), lines: z.array(estimateLineSchema), createdAt: z.string(), createdBy: personRefSchema.nullable() })
  .meta({ id: "CannedJob" });
export type CannedJob = z.infer<typeof cannedJobSchema>;
export const cannedJobBodySchema = z.object({ cannedJob: cannedJobSchema });
export const cannedJobListSchema = z.object({ cannedJobs: z.array(cannedJobSchema).max(MAX_CANNED_JOBS) });

/** A line as the customer sees it: no cost, no markup. */
export const publicEstimateLineSchema = z.discriminatedUnion("kind", [
  z.object({ id: z.string(), kind: z.literal("labor"), description: z.string(), hoursTenths: z.number().int(), rateCents: z.number().int(), totalCents: z.number().int() }),
  z.object({
    id: z.string(),
    kind: z.literal("part"),
    description: z.string(),
    partNumber: z.string(),
    quantityHundredths: z.number().int(),
    unitPriceCents: z.number().int(),
    totalCents: z.number().int(),
  }),
  z.object({ id: z.string(), kind: z.literal("fee"), description: z.string(), totalCents: z.number().int() }),
]);
export type PublicEstimateLine = z.infer<typeof publicEstimateLineSchema>;

/**
 * A rated inspection item as the customer's link shows it, frozen with the version: its rating,
 * note, measured value, photos (served only through the link) and the estimate job it became.
 */
export const publicFindingSchema = z
  .object({
    itemId: z.string(),
    sectionName: z.string(),
    name: z.string(),
    rating: z.enum(INSPECTION_RATINGS),
    note: z.string(),
    measuredValue: z.number().nullable(),
    unit: z.string().nullable().meta({ description: "The measurement's unit, null when the item has none" }),
    photoIds: z.array(z.string()).meta({ description: "Read each at /api/public/estimates/{token}/photos/{photoId}" }),
    estimateJobId: z.string().nullable().meta({ description: "The job of this version the finding became, if any" }),
    earlier: z
      .object({ value: z.number(), measuredAt: z.string() })
      .nullable()
      .meta({ description: "The latest measurement of the same item on the same vehicle at an earlier visit" }),
  })
  .meta({ id: "PublicFinding" });
export type PublicFinding = z.infer<typeof publicFindingSchema>;

/** GET /api/public/estimates/{token} and the answer to its decision: the frozen version, without costs. */
export const publicEstimateSchema = z
  .object({
    version: z.number().int(),
    shopName: z.string(),
    shopAddress: z.string(),
    shopPhone: z.string(),
    shopLogo: z.string().meta({ description: "The shop's logo as a data URL, empty when the sender had none" }),
    currencySymbol: z.string(),
    vin: z.string().nullable(),
    customerName: z.string().nullable(),
    jobs: z.array(z.object({ id: z.string(), name: z.string(), totalCents: z.number().int(), lines: z.array(publicEstimateLineSchema) })),
    subtotalCents: z.number().int(),
    discountCents: z.number().int(),
    taxRateBp: z.number().int(),
    taxCents: z.number().int(),
    totalCents: z.number().int(),
    sentAt: z.string(),
    expiresAt: z.string(),
    findings: z.array(publicFindingSchema).meta({ description: "The inspection's rated items when the version was sent: Urgent, Needs Attention, then Good" }),
    decision: z
      .object({ signerName: z.string(), at: z.string(), jobs: z.array(z.object({ jobId: z.string(), decision: decisionSchema })) })
      .nullable()
      .meta({ description: "Set once the customer has decided; the decisions can no longer change" }),
  })
  .meta({ id: "PublicEstimate" });
export type PublicEstimate = z.infer<typeof publicEstimateSchema>;
export const publicEstimateBodySchema = z.object({ estimate: publicEstimateSchema });

/** POST /api/public/estimates/{token}/decision: every job of the version once, a typed name, and the authorisation ticked. */
export const publicDecisionInputSchema = z.object({
  decisions: jobDecisionsSchema,
  name: text(100).min(1, "Your name is required."),
  authorised: z.literal(true, { message: "Tick I authorise this work." }),
});
export type PublicDecisionInput = z.input<typeof publicDecisionInputSchema>;
