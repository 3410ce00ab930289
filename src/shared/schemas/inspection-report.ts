import { z } from "zod";
import { boundedDate } from "./bounds";
import { personRefSchema } from "./person-ref";

/**
 * GET /api/reports/inspections?from=YYYY-MM-DD&to=YYYY-MM-DD[&technicianId=]: the Inspection
 * Report for the repair orders opened in the period (both days included, UTC days as the server
 * keeps times), for every technician or the one named.
 */
export const inspectionReportQuerySchema = z
  .object({
    from: boundedDate("From"),
    to: boundedDate("To"),
    technicianId: z.string().trim().min(1, { message: "Technician must name a technician." }).max(100, { message: "Technician must name a technician." }).optional(),
  })
  .refine(({ from, to }) => from <= to, { message: "The To date must be on or after the From date.", path: ["to"] });
export type InspectionReportQuery = z.infer<typeof inspectionReportQuerySchema>;

/** One technician's figures, or the total's: money in whole cents, shares in basis points. */
export const inspectionReportFiguresSchema = z.object({
  /** Repair orders opened in the period. */
  repairOrders: z.number().int(),
  /** Of them, those whose inspection is completed. */
  inspectedRepairOrders: z.number().int(),
  /** inspectedRepairOrders over repairOrders, in basis points; null when no repair order was opened. */
  inspectedShareBp: z.number().int().nullable(),
  /** Items of those completed inspections rated Needs Attention, and Urgent (skipped ones not). */
  needsAttentionItems: z.number().int(),
  urgentItems: z.number().int(),
  /** Totals, before discount and tax, of the jobs in each estimate's latest sent version that came from those findings. */
  recommendedCents: z.number().int(),
  /** Of them, the jobs whose standing decision is approved for that total. */
  approvedCents: z.number().int(),
  /** approvedCents over recommendedCents, in basis points; null when nothing was recommended. */
  approvalRateBp: z.number().int().nullable(),
  /** Finalized invoice totals per repair order, with and without a completed inspection; null when none was invoiced. */
  averageWithInspectionCents: z.number().int().nullable(),
  invoicedWithInspection: z.number().int(),
  averageWithoutInspectionCents: z.number().int().nullable(),
  invoicedWithoutInspection: z.number().int(),
});
export type InspectionReportFigures = z.infer<typeof inspectionReportFiguresSchema>;

export const inspectionReportRowSchema = inspectionReportFiguresSchema.extend({
  /** The repair orders' assigned technician; null for the repair orders assigned to no one. */
  technicianId: z.string().nullable(),
  technician: personRefSchema.nullable(),
});
export type InspectionReportRow = z.infer<typeof inspectionReportRowSchema>;

export const inspectionReportSchema = z
  .object({
    from: z.string(),
    to: z.string(),
    technicianId: z.string().nullable(),
    rows: z.array(inspectionReportRowSchema),
    total: inspectionReportFiguresSchema,
  })
  .meta({ id: "InspectionReport" });
export type InspectionReport = z.infer<typeof inspectionReportSchema>;
