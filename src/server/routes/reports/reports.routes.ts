import { createRoute } from "@hono/zod-openapi";
import {
  invoiceRevenueQuerySchema,
  invoiceRevenueSchema,
  receivablesQuerySchema,
  receivablesReportSchema,
} from "../../../shared/schemas/invoices";
import { createRouter } from "../../http/create-router";
import { errorResponses, json } from "../../http/openapi";
import { requirePermission } from "../../middleware/require-permission";
import { invoiceRevenue } from "../../reports/invoice-revenue";
import { receivablesReport } from "../../reports/receivables-report";

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

export const reportsRoutes = createRouter()
  .openapi(receivablesRoute, async (c) => c.json(await receivablesReport(c.get("database").db, c.req.valid("query").asOf), 200))
  .openapi(invoiceRevenueRoute, async (c) => {
    const { from, to } = c.req.valid("query");
    return c.json(await invoiceRevenue(c.get("database").db, from, to), 200);
  });
