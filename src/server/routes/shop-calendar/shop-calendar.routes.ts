import { createRoute } from "@hono/zod-openapi";
import { shopCalendarBodySchema, shopCalendarInputSchema } from "../../../shared/schemas/shop-calendar";
import { createRouter } from "../../http/create-router";
import { errorResponses, json } from "../../http/openapi";
import { requirePermission } from "../../middleware/require-permission";
import { readShopCalendar } from "../../shop-calendar/read-shop-calendar";
import { saveShopCalendar } from "../../shop-calendar/save-shop-calendar";

const tags = ["Calendar"];

const readRoute = createRoute({
  method: "get",
  path: "/shop-calendar",
  tags,
  summary: "The shop's time zone, bays, opening hours, slot length and reminder days ahead (defaults until saved)",
  middleware: [requirePermission("calendar:view")] as const,
  responses: { 200: { description: "The settings", content: json(shopCalendarBodySchema) }, ...errorResponses },
});

const saveRoute = createRoute({
  method: "put",
  path: "/shop-calendar",
  tags,
  summary: "Save the shop's calendar settings",
  middleware: [requirePermission("shop-calendar:manage")] as const,
  request: { body: { required: true, content: json(shopCalendarInputSchema) } },
  responses: {
    200: { description: "Saved", content: json(shopCalendarBodySchema) },
    409: { description: "A removed bay is still held by active appointments; the message says which and how many" },
    ...errorResponses,
  },
});

export const shopCalendarRoutes = createRouter()
  .openapi(readRoute, async (c) => c.json({ calendar: await readShopCalendar(c.get("database").db) }, 200))
  .openapi(saveRoute, async (c) => {
    const calendar = await saveShopCalendar(c.get("database").db, c.get("viewer").profile.userId, c.req.valid("json"));
    await c.get("events").publish({ resource: "shop-calendar", action: "updated", id: "shop" });
    return c.json({ calendar }, 200);
  });
