import { createRoute, z } from "@hono/zod-openapi";
import { INSPECTION_PHOTO_MIME_TYPES } from "../../../shared/constants/inspections";
import { addedToEstimateSchema, inspectionBodySchema, inspectionItemUpdateSchema, inspectionPhotoSchema, startInspectionInputSchema } from "../../../shared/schemas/inspections";
import { createRouter } from "../../http/create-router";
import { errorResponses, json } from "../../http/openapi";
import {
  addFindingToEstimate,
  addInspectionPhoto,
  cardToRead,
  checkInspectionPhoto,
  completeInspection,
  deleteInspectionPhoto,
  inspectionPhotoBodyLimit,
  readInspection,
  reopenInspection,
  startInspection,
  updateInspectionItem,
} from "../../inspections";
import { requirePermission } from "../../middleware/require-permission";

const tags = ["Inspections"];
/** Any text: an id that is not a uuid is simply not found. */
const jobCardParams = z.object({ jobCardId: z.string().max(100).openapi({ description: "The job card's id (a uuid)" }) });
const itemParams = jobCardParams.extend({ itemId: z.string().max(100).openapi({ description: "The template item's id" }) });
const photoParams = itemParams.extend({ photoId: z.string().max(100).openapi({ description: "The photo's id (a uuid)" }) });
const path = "/job-cards/{jobCardId}/inspection";
const inspectedBy = ["inspections:inspect"] as const;
const notFound = { 404: { description: "No such job card, inspection or item" } } as const;
const completed = { 409: { description: "The inspection is completed: reopen it first" } } as const;
const photoContent = Object.fromEntries(INSPECTION_PHOTO_MIME_TYPES.map((type) => [type, { schema: z.string().openapi({ format: "binary" }) }]));

const readRoute = createRoute({
  method: "get",
  path,
  tags,
  summary: "The repair order's inspection, or null before one is started",
  middleware: [requirePermission("inspections:inspect", "estimates:edit")] as const,
  request: { params: jobCardParams },
  responses: {
    200: { description: "The inspection (a Service Technician: only on cards assigned to them)", content: json(inspectionBodySchema) },
    ...notFound,
    ...errorResponses,
  },
});

const startRoute = createRoute({
  method: "post",
  path,
  tags,
  summary: "Start the repair order's inspection from a template, its items copied as the template is now",
  middleware: [requirePermission(...inspectedBy)] as const,
  request: { params: jobCardParams, body: { required: true, content: json(startInspectionInputSchema) } },
  responses: {
    201: { description: "The inspection started", content: json(inspectionBodySchema) },
    ...notFound,
    409: { description: "The repair order already has an inspection" },
    ...errorResponses,
  },
});

const itemRoute = createRoute({
  method: "put",
  path: `${path}/items/{itemId}`,
  tags,
  summary: "Rate or skip an item, with its note and measured value; a measured value without a rating is rated by its thresholds",
  middleware: [requirePermission(...inspectedBy)] as const,
  request: { params: itemParams, body: { required: true, content: json(inspectionItemUpdateSchema) } },
  responses: {
    200: { description: "The inspection as saved", content: json(inspectionBodySchema) },
    ...notFound,
    ...completed,
    ...errorResponses,
  },
});

const photoRoute = createRoute({
  method: "post",
  path: `${path}/items/{itemId}/photos`,
  tags,
  summary: "Add a photo to an item: the raw bytes as the body, its image type as Content-Type",
  middleware: [requirePermission(...inspectedBy), inspectionPhotoBodyLimit] as const,
  request: { params: itemParams, body: { required: true, content: photoContent } },
  responses: {
    201: { description: "Stored, under the type its first bytes show; read it at its url with a session", content: json(inspectionPhotoSchema) },
    ...notFound,
    ...completed,
    413: { description: "Larger than 10 MB" },
    415: { description: "Not a JPEG, PNG or WebP picture (judged by its first bytes)" },
    ...errorResponses,
  },
});

const deletePhotoRoute = createRoute({
  method: "delete",
  path: `${path}/items/{itemId}/photos/{photoId}`,
  tags,
  summary: "Delete a photo of an item",
  middleware: [requirePermission(...inspectedBy)] as const,
  request: { params: photoParams },
  responses: {
    204: { description: "Deleted" },
    ...notFound,
    ...completed,
    ...errorResponses,
  },
});

const completeRoute = createRoute({
  method: "post",
  path: `${path}/complete`,
  tags,
  summary: "Complete the inspection: every item rated or skipped, every finding with a photo or a measurement",
  middleware: [requirePermission(...inspectedBy)] as const,
  request: { params: jobCardParams },
  responses: {
    200: { description: "The inspection, completed", content: json(inspectionBodySchema) },
    ...notFound,
    ...completed,
    ...errorResponses,
    400: { description: "What stops it (details.problems: each item and why), nothing changed; or invalid input" },
  },
});

const addToEstimateRoute = createRoute({
  method: "post",
  path: `${path}/items/{itemId}/estimate`,
  tags,
  summary: "Add to Estimate: the finding becomes a job in the estimate's draft (named after the item, or its suggested canned job), linked to the item",
  middleware: [requirePermission("inspections:review")] as const,
  request: { params: itemParams },
  responses: {
    201: { description: "The job added: the inspection with the item linked, and the estimate as saved", content: json(addedToEstimateSchema) },
    ...notFound,
    409: { description: "The item is not a finding (Needs Attention or Urgent), is already on the estimate, or the estimate cannot take another job" },
    ...errorResponses,
  },
});

const reopenRoute = createRoute({
  method: "post",
  path: `${path}/reopen`,
  tags,
  summary: "Reopen a completed inspection for changes",
  middleware: [requirePermission("inspections:review")] as const,
  request: { params: jobCardParams },
  responses: {
    200: { description: "The inspection, in progress again", content: json(inspectionBodySchema) },
    ...notFound,
    409: { description: "The inspection is not completed" },
    ...errorResponses,
  },
});

export const inspectionsRoutes = createRouter()
  .openapi(readRoute, async (c) => {
    const db = c.get("database").db;
    const card = await cardToRead(db, c.get("viewer").profile, c.req.valid("param").jobCardId);
    return c.json({ inspection: await readInspection(db, card.id) }, 200);
  })
  .openapi(startRoute, async (c) => {
    const { jobCardId } = c.req.valid("param");
    const inspection = await startInspection(c.get("database").db, c.get("viewer").profile, jobCardId, c.req.valid("json").templateId);
    await c.get("events").publish({ resource: "job-cards", action: "updated", id: inspection.jobCardId });
    return c.json({ inspection }, 201);
  })
  .openapi(itemRoute, async (c) => {
    const { jobCardId, itemId } = c.req.valid("param");
    const inspection = await updateInspectionItem(c.get("database").db, c.get("viewer").profile, jobCardId, itemId, c.req.valid("json"));
    await c.get("events").publish({ resource: "job-cards", action: "updated", id: inspection.jobCardId });
    return c.json({ inspection }, 200);
  })
  .openapi(photoRoute, async (c) => {
    const { jobCardId, itemId } = c.req.valid("param");
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    const contentType = checkInspectionPhoto(bytes, c.req.header("content-type"));
    const photo = await addInspectionPhoto(c.get("database").db, c.get("viewer").profile, jobCardId, itemId, { bytes, contentType });
    await c.get("events").publish({ resource: "job-cards", action: "updated", id: jobCardId });
    return c.json(photo, 201);
  })
  .openapi(deletePhotoRoute, async (c) => {
    const { jobCardId, itemId, photoId } = c.req.valid("param");
    await deleteInspectionPhoto(c.get("database").db, c.get("viewer").profile, jobCardId, itemId, photoId);
    await c.get("events").publish({ resource: "job-cards", action: "updated", id: jobCardId });
    return c.body(null, 204);
  })
  .openapi(completeRoute, async (c) => {
    const inspection = await completeInspection(c.get("database").db, c.get("viewer").profile, c.req.valid("param").jobCardId);
    await c.get("events").publish({ resource: "job-cards", action: "updated", id: inspection.jobCardId });
    return c.json({ inspection }, 200);
  })
  .openapi(addToEstimateRoute, async (c) => {
    const { jobCardId, itemId } = c.req.valid("param");
    const added = await addFindingToEstimate(c.get("database").db, c.get("viewer").profile.userId, jobCardId, itemId);
    await c.get("events").publish({ resource: "job-cards", action: "updated", id: added.inspection.jobCardId });
    await c.get("events").publish({ resource: "estimates", action: "updated", id: added.inspection.jobCardId });
    return c.json(added, 201);
  })
  .openapi(reopenRoute, async (c) => {
    const inspection = await reopenInspection(c.get("database").db, c.req.valid("param").jobCardId, c.get("viewer").profile);
    await c.get("events").publish({ resource: "job-cards", action: "updated", id: inspection.jobCardId });
    return c.json({ inspection }, 200);
  });
