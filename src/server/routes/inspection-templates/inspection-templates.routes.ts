import { createRoute, z } from "@hono/zod-openapi";
import {
  inspectionTemplateBodySchema,
  inspectionTemplateInputSchema,
  inspectionTemplateListSchema,
  inspectionTemplateUpdateSchema,
} from "../../../shared/schemas/inspection-templates";
import { createRouter } from "../../http/create-router";
import { errorResponses, json } from "../../http/openapi";
import {
  createInspectionTemplate,
  deleteInspectionTemplate,
  listInspectionTemplates,
  requireInspectionTemplate,
  updateInspectionTemplate,
} from "../../inspection-templates";
import { requirePermission } from "../../middleware/require-permission";

const tags = ["Inspections"];
/** Any text: an id that is neither the built-in one nor a uuid is simply not found. */
const params = z.object({
  templateId: z.string().max(100).openapi({ description: "The template's id: a uuid, or multi-point-inspection for the built-in one" }),
});
const notFound = { 404: { description: "No such template" } } as const;

const listRoute = createRoute({
  method: "get",
  path: "/inspection-templates",
  tags,
  summary: "The templates to inspect with: the built-in Multi-Point Inspection first, then the shop's own by name",
  middleware: [requirePermission("inspections:inspect")] as const,
  responses: { 200: { description: "Every template", content: json(inspectionTemplateListSchema) }, ...errorResponses },
});

const readRoute = createRoute({
  method: "get",
  path: "/inspection-templates/{templateId}",
  tags,
  summary: "One template, the built-in one included",
  middleware: [requirePermission("inspections:inspect")] as const,
  request: { params },
  responses: { 200: { description: "The template", content: json(inspectionTemplateBodySchema) }, ...notFound, ...errorResponses },
});

const createTemplateRoute = createRoute({
  method: "post",
  path: "/inspection-templates",
  tags,
  summary: "Make a template (a copy keeps its items' ids, so earlier measurements of an item are still found)",
  middleware: [requirePermission("inspections:templates")] as const,
  request: { body: { required: true, content: json(inspectionTemplateInputSchema) } },
  responses: {
    201: { description: "Made", content: json(inspectionTemplateBodySchema) },
    409: { description: "The shop keeps no more templates" },
    ...errorResponses,
  },
});

const updateRoute = createRoute({
  method: "put",
  path: "/inspection-templates/{templateId}",
  tags,
  summary: "Save the whole template with the rowVersion it was read with; the built-in one cannot be changed",
  middleware: [requirePermission("inspections:templates")] as const,
  request: { params, body: { required: true, content: json(inspectionTemplateUpdateSchema) } },
  responses: {
    200: { description: "Saved", content: json(inspectionTemplateBodySchema) },
    ...notFound,
    409: { description: "The built-in template, or a stale rowVersion (details.current is the template as stored now)" },
    ...errorResponses,
  },
});

const deleteRoute = createRoute({
  method: "delete",
  path: "/inspection-templates/{templateId}",
  tags,
  summary: "Delete one of the shop's templates; inspections started from it keep their items",
  middleware: [requirePermission("inspections:templates")] as const,
  request: { params },
  responses: { 204: { description: "Deleted" }, ...notFound, 409: { description: "The built-in template" }, ...errorResponses },
});

export const inspectionTemplatesRoutes = createRouter()
  .openapi(listRoute, async (c) => c.json({ templates: await listInspectionTemplates(c.get("database").db) }, 200))
  .openapi(readRoute, async (c) => c.json({ template: await requireInspectionTemplate(c.get("database").db, c.req.valid("param").templateId) }, 200))
  .openapi(createTemplateRoute, async (c) => {
    const template = await createInspectionTemplate(c.get("database").db, c.get("viewer").profile.userId, c.req.valid("json"));
    return c.json({ template }, 201);
  })
  .openapi(updateRoute, async (c) => {
    const template = await updateInspectionTemplate(c.get("database").db, c.req.valid("param").templateId, c.req.valid("json"));
    return c.json({ template }, 200);
  })
  .openapi(deleteRoute, async (c) => {
    await deleteInspectionTemplate(c.get("database").db, c.req.valid("param").templateId);
    return c.body(null, 204);
  });
