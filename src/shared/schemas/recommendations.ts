import { z } from "zod";
import { FINDING_RATINGS } from "../constants/inspections";
import { estimateSchema } from "./estimates";

/**
 * A recommendation: a finding of an earlier inspection of the vehicle whose estimate job the
 * customer declined, not done since. It carries no money, so every role that sees the vehicle's
 * repair orders may read it.
 */
export const recommendationSchema = z
  .object({
    inspectionId: z.uuid(),
    /** The template item's id; with the inspection's id it names the finding. */
    itemId: z.string(),
    name: z.string(),
    sectionName: z.string(),
    rating: z.enum(FINDING_RATINGS),
    note: z.string(),
    measuredValue: z.number().nullable(),
    /** The unit of the measured value; null for an item not measured. */
    unit: z.string().nullable(),
    /** When the customer's decline that stands was given. */
    declinedAt: z.string(),
    /** The repair order the finding was made and declined on. */
    jobCard: z.object({ id: z.uuid(), serviceDescription: z.string() }),
    /** Already added to the estimate of the repair order asked about (its job still in the draft); false on the vehicle's list. */
    onEstimate: z.boolean(),
  })
  .meta({ id: "Recommendation" });
export type Recommendation = z.infer<typeof recommendationSchema>;

/** GET /api/vehicles/{vin}/recommendations and GET /api/job-cards/{jobCardId}/recommendations: newest decline first. */
export const recommendationListSchema = z.object({ recommendations: z.array(recommendationSchema) }).meta({ id: "RecommendationList" });
export type RecommendationList = z.infer<typeof recommendationListSchema>;

/** POST /api/job-cards/{jobCardId}/recommendations/{inspectionId}/items/{itemId}/estimate answers the estimate as saved and the new job's id. */
export const recommendationAddedSchema = z.object({ estimate: estimateSchema, jobId: z.string() }).meta({ id: "RecommendationAdded" });
export type RecommendationAdded = z.infer<typeof recommendationAddedSchema>;

export const RECOMMENDATION_NOT_FOUND = "No such recommendation for this vehicle.";
export const RECOMMENDATION_NOT_OPEN = "This finding is no longer a recommendation: it was approved or done since.";
