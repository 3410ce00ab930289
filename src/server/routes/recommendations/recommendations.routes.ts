import { createRoute, z } from "@hono/zod-openapi";
import { recommendationAddedSchema, recommendationListSchema } from "../../../shared/schemas/recommendations";
import { requireJobCard } from "../../estimates/estimate-records";
import { createRouter } from "../../http/create-router";
import { errorResponses, json } from "../../http/openapi";
import { requirePermission } from "../../middleware/require-permission";
import { addRecommendationToEstimate, openRecommendations, toRecommendation } from "../../recommendations";

const tags = ["Recommendations"];
const vinParams = z.object({ vin: z.string().max(100).openapi({ description: "The vehicle's VIN; spaces around and letter case do not count" }) });
/** Any text: an id that is not a uuid is simply not found. */
const jobCardParams = z.object({ jobCardId: z.string().max(100).openapi({ description: "The job card's id (a uuid)" }) });
const findingParams = jobCardParams.extend({
  inspectionId: z.string().max(100).openapi({ description: "The id of the inspection the finding was made in (a uuid)" }),
  itemId: z.string().max(100).openapi({ description: "The template item's id" }),
});

const vehicleRoute = createRoute({
  method: "get",
  path: "/vehicles/{vin}/recommendations",
  tags,
  summary: "The vehicle's open recommendations: findings of its inspections the customer declined and that were not approved since",
  middleware: [requirePermission("job-cards:list")] as const,
  request: { params: vinParams },
  responses: { 200: { description: "Newest decline first; no money", content: json(recommendationListSchema) }, ...errorResponses },
});

const cardRoute = createRoute({
  method: "get",
  path: "/job-cards/{jobCardId}/recommendations",
  tags,
  summary: "The open recommendations of the card's vehicle, from its other repair orders, each saying whether it is on this card's estimate",
  middleware: [requirePermission("job-cards:view")] as const,
  request: { params: jobCardParams },
  responses: {
    200: { description: "Newest decline first; no money", content: json(recommendationListSchema) },
    404: { description: "No such job card" },
    ...errorResponses,
  },
});

const addRoute = createRoute({
  method: "post",
  path: "/job-cards/{jobCardId}/recommendations/{inspectionId}/items/{itemId}/estimate",
  tags,
  summary: "Add to Estimate: the recommendation becomes a job in this card's estimate draft, linked to it; approved there, it is no longer open",
  middleware: [requirePermission("inspections:review")] as const,
  request: { params: findingParams },
  responses: {
    201: { description: "The job added: the estimate as saved and the new job's id", content: json(recommendationAddedSchema) },
    404: { description: "No such job card, or no such finding of this card's vehicle on another repair order" },
    409: { description: "Not an open recommendation, already on this estimate, or the estimate cannot take another job" },
    ...errorResponses,
  },
});

export const recommendationsRoutes = createRouter()
  .openapi(vehicleRoute, async (c) => {
    const recommendations = await openRecommendations(c.get("database").db, c.req.valid("param").vin);
    return c.json({ recommendations: recommendations.map(toRecommendation) }, 200);
  })
  .openapi(cardRoute, async (c) => {
    const db = c.get("database").db;
    const card = await requireJobCard(db, c.req.valid("param").jobCardId);
    const recommendations = await openRecommendations(db, card.vin, { jobCardId: card.id });
    return c.json({ recommendations: recommendations.map(toRecommendation) }, 200);
  })
  .openapi(addRoute, async (c) => {
    const { jobCardId, inspectionId, itemId } = c.req.valid("param");
    const added = await addRecommendationToEstimate(c.get("database").db, c.get("viewer").profile.userId, jobCardId, { inspectionId, itemId });
    await c.get("events").publish({ resource: "job-cards", action: "updated", id: added.estimate.jobCardId });
    await c.get("events").publish({ resource: "estimates", action: "updated", id: added.estimate.jobCardId });
    return c.json(added, 201);
  });
