import { z } from "zod";
import { INVOICE_STATUSES, PAYMENT_METHODS, RECEIVABLES_BUCKETS } from "../constants/invoices";
import { MAX_ESTIMATE_JOBS, MAX_ESTIMATE_TOTAL_CENTS } from "../constants/estimates";
import { boundedDate } from "./bounds";
import { centsSchema, estimateJobSchema, estimatePricingSchema } from "./estimates";
import { currencySymbolSchema } from "./currency-settings";
import { DEFAULT_CURRENCY_SYMBOL } from "../format/money";
import { text } from "./form-fields";
import { personRefSchema } from "./person-ref";
import { rowVersionInputSchema } from "./row-version";

/**
 * Invoices on the wire. Money is whole cents; an invoice's jobs and lines have the estimate's
 * shapes, so one editor and one computation (estimateTotals) serve both.
 */

export { invoicePrefixSchema } from "./invoice-prefix";

/** PUT /api/invoices/{invoiceId}: the whole draft, with the rowVersion the client saw. */
export const invoiceDraftInputSchema = z.object({
  rowVersion: rowVersionInputSchema,
  discountCents: centsSchema("Discount").optional().default(0),
  jobs: z.array(estimateJobSchema).max(MAX_ESTIMATE_JOBS, `An invoice has at most ${MAX_ESTIMATE_JOBS} jobs.`),
});
export type InvoiceDraftInput = z.input<typeof invoiceDraftInputSchema>;

/** POST /api/invoices/{invoiceId}/finalize: the invoice's date as the shop's calendar reads it. */
export const finalizeInvoiceInputSchema = z.object({ invoiceDate: boundedDate("Invoice date").optional() });
export type FinalizeInvoiceInput = z.input<typeof finalizeInvoiceInputSchema>;

/** A reason, required to void an invoice or reverse a payment. */
const reasonSchema = text(500).min(1, "A reason is required.");
export const voidInvoiceInputSchema = z.object({ reason: reasonSchema });
export type VoidInvoiceInput = z.input<typeof voidInvoiceInputSchema>;
export const reversePaymentInputSchema = z.object({ reason: reasonSchema });
export type ReversePaymentInput = z.input<typeof reversePaymentInputSchema>;

/** POST /api/invoices/{invoiceId}/payments: at most the balance due (checked against the stored invoice). */
export const paymentInputSchema = z.object({
  amountCents: z
    .number({ message: "Amount must be a number." })
    .int("Amount must be whole cents.")
    .min(1, "Amount must be more than zero.")
    .max(MAX_ESTIMATE_TOTAL_CENTS, "Amount is too large."),
  method: z.enum(PAYMENT_METHODS, { message: "Choose a method." }),
  paidOn: boundedDate("Date"),
  note: text(500).optional().default(""),
});
export type PaymentInput = z.input<typeof paymentInputSchema>;

/** One payment; a reversed one stays listed with who reversed it and why. */
export const paymentSchema = z
  .object({
    id: z.string(),
    amountCents: z.number().int(),
    method: z.enum(PAYMENT_METHODS),
    paidOn: z.string(),
    note: z.string(),
    recordedAt: z.string(),
    recordedBy: personRefSchema.nullable(),
    reversedAt: z.string().nullable(),
    reversedBy: personRefSchema.nullable(),
    reversalReason: z.string().nullable(),
  })
  .meta({ id: "Payment" });
export type Payment = z.infer<typeof paymentSchema>;

/** The shop and customer as the invoice carries them: copied at finalize and never changed after. */
export const invoicePartiesSchema = z.object({
  shopName: z.string(),
  shopAddress: z.string(),
  shopPhone: z.string(),
  customerName: z.string().nullable(),
  customerContact: z.string().nullable(),
  /**
   * The linked customer's e-mail, where the invoice is mailed (the contact shown may be a phone);
   * absent or null on an invoice without a customer, which is mailed to an e-mail contact.
   */
  customerEmail: z.string().nullable().optional(),
  vin: z.string().nullable(),
});
export type InvoiceParties = z.infer<typeof invoicePartiesSchema>;

/**
 * GET /api/invoices/{invoiceId} and every invoice action answer this. A draft shows today's shop
 * and customer details; a finalized or void invoice the ones frozen at finalize.
 */
export const invoiceSchema = z
  .object({
    id: z.string(),
    jobCardId: z.string().nullable().meta({ description: "Null once the job card was deleted; the invoice keeps its copy" }),
    status: z.enum(INVOICE_STATUSES),
    number: z.string().nullable().meta({ description: "Set at finalize, e.g. INV-000042; null on a draft" }),
    invoiceDate: z.string().nullable().meta({ description: "YYYY-MM-DD, set at finalize" }),
    rowVersion: z.number().int().meta({ description: "Send it back with the next PUT; a different one is a 409." }),
    parties: invoicePartiesSchema,
    customerId: z
      .string()
      .nullable()
      .meta({ description: "The customer record billed; a draft follows its job card's customer. Null when none, or once erased" }),
    jobs: z.array(estimateJobSchema.extend({ totalCents: z.number().int() })),
    tax: estimatePricingSchema.pick({ taxRateBp: true, taxLabor: true, taxParts: true, taxFees: true }),
    subtotalCents: z.number().int(),
    discountCents: z.number().int(),
    taxCents: z.number().int(),
    totalCents: z.number().int(),
    authorisedTotalCents: z.number().int().meta({ description: "What the customer approved on the card's estimate" }),
    amountPaidCents: z.number().int(),
    balanceDueCents: z.number().int(),
    payments: z.array(paymentSchema),
    canEmail: z.boolean().meta({ description: "Mail is configured and the customer's contact is an e-mail address" }),
    finalizedAt: z.string().nullable(),
    finalizedBy: personRefSchema.nullable(),
    voidedAt: z.string().nullable(),
    voidedBy: personRefSchema.nullable(),
    voidReason: z.string().nullable(),
    createdAt: z.string(),
    createdBy: personRefSchema.nullable(),
    updatedAt: z.string(),
  })
  .meta({ id: "Invoice" });
export type Invoice = z.infer<typeof invoiceSchema>;
export const invoiceBodySchema = z.object({ invoice: invoiceSchema });

/** A row of the Invoices page and of a vehicle's or job card's invoices. */
export const invoiceSummarySchema = z
  .object({
    id: z.string(),
    jobCardId: z.string().nullable(),
    number: z.string().nullable(),
    invoiceDate: z.string().nullable().meta({ description: "The finalize date; null on a draft" }),
    createdAt: z.string(),
    customerName: z.string().nullable(),
    vin: z.string().nullable(),
    totalCents: z.number().int(),
    balanceDueCents: z.number().int(),
    status: z.enum(INVOICE_STATUSES),
  })
  .meta({ id: "InvoiceSummary" });
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

/** GET /api/invoices?search=&status=&vin=&jobCardId=&cursor=&limit=: newest first; nextCursor null on the last page. */
export const invoiceListQuerySchema = z.object({
  search: text(200).optional(),
  status: z.enum(INVOICE_STATUSES, { message: "Unknown invoice status." }).optional(),
  vin: text(64).optional(),
  jobCardId: z.uuid("jobCardId must be a job card id.").optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});
export const invoicePageSchema = z.object({ invoices: z.array(invoiceSummarySchema), nextCursor: z.string().nullable() });
export type InvoicePage = z.infer<typeof invoicePageSchema>;

/** POST /api/invoices/{invoiceId}/email answers where it went. */
export const invoiceEmailedSchema = z.object({ emailedTo: z.string() });
/**
 * POST /api/invoices/{invoiceId}/email may carry the sender's currency symbol: it lives in each
 * staff browser, and the mail shows money as the print view there does ($ when none is sent).
 */
export const invoiceEmailInputSchema = z.object({ currencySymbol: currencySymbolSchema.optional().default(DEFAULT_CURRENCY_SYMBOL) });
export type InvoiceEmailInput = z.input<typeof invoiceEmailInputSchema>;

/** GET /api/reports/receivables?asOf=YYYY-MM-DD: every finalized invoice with a balance, aged from its date. */
export const receivablesQuerySchema = z.object({ asOf: boundedDate("Date") });
export const receivablesReportSchema = z
  .object({
    asOf: z.string(),
    buckets: z.array(z.object({ bucket: z.enum(RECEIVABLES_BUCKETS), balanceCents: z.number().int(), count: z.number().int() })),
    totalCents: z.number().int(),
    invoices: z.array(invoiceSummarySchema.extend({ ageDays: z.number().int(), bucket: z.enum(RECEIVABLES_BUCKETS) })),
  })
  .meta({ id: "ReceivablesReport" });
export type ReceivablesReport = z.infer<typeof receivablesReportSchema>;

/**
 * GET /api/reports/invoice-revenue?from=YYYY-MM-DD&to=YYYY-MM-DD (both days included): invoiced is
 * the total of finalized invoices dated in the range (void ones not), collected the payments dated in it
 * that stand.
 */
export const invoiceRevenueQuerySchema = z
  .object({ from: boundedDate("From"), to: boundedDate("To") })
  .refine(({ from, to }) => from <= to, { message: "The To date must be on or after the From date.", path: ["to"] });
export const invoiceRevenueSchema = z
  .object({
    from: z.string(),
    to: z.string(),
    invoicedCents: z.number().int(),
    invoiceCount: z.number().int(),
    collectedCents: z.number().int(),
    paymentCount: z.number().int(),
  })
  .meta({ id: "InvoiceRevenue" });
export type InvoiceRevenue = z.infer<typeof invoiceRevenueSchema>;
