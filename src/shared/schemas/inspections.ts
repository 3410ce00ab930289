import { z } from "zod";
import { INSPECTION_LIMITS, INSPECTION_RATINGS, INSPECTION_STATUSES } from "../constants/inspections";
import { estimateSchema } from "./estimates";
import { text } from "./form-fields";
import { measurementSpecSchema, measurementValueSchema } from "./inspection-templates";
import { personRefSchema } from "./person-ref";

/**
 * An inspection on a repair order: the template's sections and items as they were when it was
 * started (a later edit of the template does not change it), each with its rating or skipped,
 * a note, a measured value and photos.
 */

export const inspectionPhotoSchema = z.object({ id: z.string(), url: z.string(), createdAt: z.string() }).meta({ id: "InspectionPhoto" });
export type InspectionPhoto = z.infer<typeof inspectionPhotoSchema>;

export const inspectionItemSchema = z
  .object({
    /** The template item's id: the key an earlier visit's measurement of the same item is found by. */
    itemId: z.string(),
    name: z.string(),
    measurement: measurementSpecSchema.nullable(),
    rating: z.enum(INSPECTION_RATINGS).nullable(),
    skipped: z.boolean(),
    note: z.string(),
    measuredValue: z.number().nullable(),
    photos: z.array(inspectionPhotoSchema),
    /** The estimate job this finding became (Add to Estimate), while that job is in the estimate's draft; else null. */
    estimateJobId: z.string().nullable(),
  })
  .meta({ id: "InspectionItem" });
export type InspectionItem = z.infer<typeof inspectionItemSchema>;

export const inspectionSchema = z
  .object({
    id: z.uuid(),
    jobCardId: z.uuid(),
    templateId: z.string(),
    templateName: z.string(),
    status: z.enum(INSPECTION_STATUSES),
    rowVersion: z.number().int(),
    startedBy: personRefSchema.nullable(),
    startedAt: z.string(),
    completedBy: personRefSchema.nullable(),
    completedAt: z.string().nullable(),
    sections: z.array(z.object({ id: z.string(), name: z.string(), items: z.array(inspectionItemSchema) })),
  })
  .meta({ id: "Inspection" });
export type Inspection = z.infer<typeof inspectionSchema>;

/** GET /api/job-cards/{jobCardId}/inspection: null before one is started. */
export const inspectionBodySchema = z.object({ inspection: inspectionSchema.nullable() });

/**
 * POST /api/job-cards/{jobCardId}/inspection/items/{itemId}/estimate (Add to Estimate) answers the
 * inspection with the item linked, the estimate as saved and the new job's id.
 */
export const addedToEstimateSchema = z.object({ inspection: inspectionSchema, estimate: estimateSchema, jobId: z.string() }).meta({ id: "AddedToEstimate" });
export type AddedToEstimate = z.infer<typeof addedToEstimateSchema>;

/** POST /api/job-cards/{jobCardId}/inspection. */
export const startInspectionInputSchema = z.object({ templateId: z.string().trim().min(1, "Choose a template.").max(64) });

/**
 * PUT /api/job-cards/{jobCardId}/inspection/items/{itemId}. A measured item sent without a rating is
 * rated by its thresholds; a rating sent stands (the technician may judge it worse).
 */
export const inspectionItemUpdateSchema = z.object({
  rating: z.enum(INSPECTION_RATINGS, { message: "Choose Good, Needs Attention or Urgent." }).nullable(),
  skipped: z.boolean(),
  note: text(INSPECTION_LIMITS.note),
  measuredValue: measurementValueSchema.nullable(),
});
export type InspectionItemUpdate = z.input<typeof inspectionItemUpdateSchema>;

export const INSPECTION_NOT_FOUND = "This repair order has no inspection yet.";
export const INSPECTION_EXISTS = "This repair order already has an inspection.";
export const INSPECTION_ITEM_NOT_FOUND = "No such item in this inspection.";
export const INSPECTION_TEMPLATE_NOT_FOUND = "No such inspection template. It may have been deleted.";
export const INSPECTION_COMPLETED = "This inspection is completed. Reopen it to change it.";
export const INSPECTION_NOT_COMPLETED = "This inspection is not completed, so there is nothing to reopen.";
export const INSPECTION_PHOTO_NOT_FOUND = "No such photo of this inspection item. It may have been deleted.";
export const INSPECTION_INCOMPLETE = "The inspection cannot be completed yet.";
export const NOT_A_FINDING = "Only an item rated Needs Attention or Urgent can be added to the estimate.";
export const ALREADY_ON_ESTIMATE = "This finding is already on the estimate.";

/** POST .../inspection/complete refused: each item that stops it, and why. */
export const inspectionProblemsSchema = z.array(z.object({ itemId: z.string(), name: z.string(), problem: z.string() }));
export type InspectionProblem = z.infer<typeof inspectionProblemsSchema>[number];
