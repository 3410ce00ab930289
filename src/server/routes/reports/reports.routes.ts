import { createRoute } from "@hono/zod-openapi";
import {
  invoiceRevenueQuerySchema,
  invoiceRevenueSchema,
  receivablesQuerySchema,
  receivablesReportSchema,
} from "../../../shared/schemas/invoices";
import { inspectionReportQuerySchema, inspectionReportSchema } from "../../../shared/schemas/inspection-report";
import { technicianHoursQuerySchema, technicianHoursReportSchema } from "../../../shared/schemas/time-entries";
import { createRouter } from "../../http/create-router";
import { errorResponses, json } from "../../http/openapi";
import { requirePermission } from "../../middleware/require-permission";
import { inspectionReport } from "../../reports/inspection-report";
import { invoiceRevenue } from "../../reports/invoice-revenue";
import { receivablesReport } from "../../reports/receivables-report";
import { technicianHoursReport } from "../../reports/technician-hours-report";

const receivablesRoute = createRoute({
  method: "get",
  path: "/reports/receivables",
  tags: ["Reports"],
  summary: "Open balances of finalized invoices on a day, by age from the invoice's date",
  middleware: [requirePermission("reports:view")] as const,
  request: { query: receivablesQuerySchema },
  responses: {
    200: { description: "The buckets, their total, and the open invoices oldest first", content: json(receivablesReportSchema) },
    ...errorResponses,
  },
});

const invoiceRevenueRoute = createRoute({
  method: "get",
  path: "/reports/invoice-revenue",
  tags: ["Reports"],
  summary: "What was invoiced and collected between two days, both included",
  middleware: [requirePermission("reports:view")] as const,
  request: { query: invoiceRevenueQuerySchema },
  responses: {
    200: { description: "Finalized invoices dated in the range; payments dated in it that stand", content: json(invoiceRevenueSchema) },
    ...errorResponses,
  },
});

const technicianHoursRoute = createRoute({
  method: "get",
  path: "/reports/technician-hours",
  tags: ["Reports"],
  summary: "Technician Hours Report: per technician, hours clocked and labor hours billed between two days, both included, and efficiency",
  middleware: [requirePermission("reports:technician-hours")] as const,
  request: { query: technicianHoursQuerySchema },
  responses: {
    200: { description: "One row per technician; efficiency is null when nothing was clocked", content: json(technicianHoursReportSchema) },
    ...errorResponses,
  },
});

const inspectionReportRoute = createRoute({
  method: "get",
  path: "/reports/inspections",
  tags: ["Reports"],
  summary: "Inspection Report: repair orders opened between two days, both included, per assigned technician and in total",
  middleware: [requirePermission("reports:inspections")] as const,
  request: { query: inspectionReportQuerySchema },
  responses: {
    200: { description: "Inspected share, findings, recommended and approved value, approval rate and average repair order", content: json(inspectionReportSchema) },
    ...errorResponses,
  },
});

export const reportsRoutes = createRouter()
  .openapi(receivablesRoute, async (c) => c.json(await receivablesReport(c.get("database").db, c.req.valid("query").asOf), 200))
  .openapi(invoiceRevenueRoute, async (c) => {
    const { from, to } = c.req.valid("query");
    return c.json(await invoiceRevenue(c.get("database").db, from, to), 200);
  })
  .openapi(technicianHoursRoute, async (c) => {
    const { from, to } = c.req.valid("query");
    return c.json(await technicianHoursReport(c.get("database").db, from, to), 200);
  })
  .openapi(inspectionReportRoute, async (c) => c.json(await inspectionReport(c.get("database").db, c.req.valid("query")), 200));
