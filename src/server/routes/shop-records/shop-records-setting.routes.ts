import { createRoute } from "@hono/zod-openapi";
import { shopRecordsSettingSchema } from "../../../shared/schemas/shop-sync";
import { createRouter } from "../../http/create-router";
import { errorResponses, json } from "../../http/openapi";
import { requirePermission } from "../../middleware/require-permission";
import { readShopRecordsShared, writeShopRecordsShared } from "../../shop-records/shop-records-setting";

const readRoute = createRoute({
  method: "get",
  path: "/shop-records/setting",
  tags: ["Shop records"],
  summary: "Whether the shop shares its vehicles and service records (every device must know)",
  // Any signed-in user: every role sees the dashboard.
  middleware: [requirePermission("dashboard:view")] as const,
  responses: { 200: { description: "The setting", content: json(shopRecordsSettingSchema) }, ...errorResponses },
});

const writeRoute = createRoute({
  method: "put",
  path: "/shop-records/setting",
  tags: ["Shop records"],
  summary: "Turn sharing of vehicles and service records with the whole shop on or off (the shop's records are kept either way)",
  middleware: [requirePermission("shop-records:manage")] as const,
  request: { body: { required: true, content: json(shopRecordsSettingSchema) } },
  responses: { 200: { description: "The setting as stored", content: json(shopRecordsSettingSchema) }, ...errorResponses },
});

export const shopRecordsSettingRoutes = createRouter()
  .openapi(readRoute, async (c) => c.json({ shared: await readShopRecordsShared(c.get("database").db) }, 200))
  .openapi(writeRoute, async (c) => {
    const { shared } = c.req.valid("json");
    await writeShopRecordsShared(c.get("database").db, shared);
    await c.get("events").publish({ resource: "shop-records-setting", action: "updated", id: "shop" });
    return c.json({ shared }, 200);
  });
