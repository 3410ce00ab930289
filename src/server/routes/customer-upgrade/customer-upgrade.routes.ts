import { createRoute } from "@hono/zod-openapi";
import { customerUpgradeReportSchema } from "../../../shared/schemas/customers";
import { NO_UPGRADE_REPORT, readUpgradeReport } from "../../customer-upgrade/upgrade-report";
import { createRouter } from "../../http/create-router";
import { errorResponses, json } from "../../http/openapi";
import { requirePermission } from "../../middleware/require-permission";

const reportRoute = createRoute({
  method: "get",
  path: "/customers/upgrade-report",
  tags: ["Customers"],
  summary: "What the upgrade from free-text customers matched, and what it left for a person to merge",
  middleware: [requirePermission("customers:manage")] as const,
  responses: {
    200: { description: "The report; ranAt is null before the upgrade has run", content: json(customerUpgradeReportSchema) },
    ...errorResponses,
  },
});

export const customerUpgradeRoutes = createRouter().openapi(reportRoute, async (c) => {
  return c.json((await readUpgradeReport(c.get("database").db)) ?? NO_UPGRADE_REPORT, 200);
});
