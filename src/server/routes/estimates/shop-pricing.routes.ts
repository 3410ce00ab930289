import { createRoute } from "@hono/zod-openapi";
import { shopPricingBodySchema, shopPricingInputSchema } from "../../../shared/schemas/estimates";
import { readShopPricing, saveShopPricing } from "../../estimates/shop-pricing";
import { createRouter } from "../../http/create-router";
import { errorResponses, json } from "../../http/openapi";
import { requirePermission } from "../../middleware/require-permission";

const tags = ["Estimates"];

const readRoute = createRoute({
  method: "get",
  path: "/shop-pricing",
  tags,
  summary: "The shop's labor rate, parts markup, tax and document details (defaults until first saved)",
  middleware: [requirePermission("shop-pricing:manage")] as const,
  responses: { 200: { description: "The shop's pricing", content: json(shopPricingBodySchema) }, ...errorResponses },
});

const saveRoute = createRoute({
  method: "put",
  path: "/shop-pricing",
  tags,
  summary: "Save the shop's pricing; estimates already sent keep the prices they were sent with",
  middleware: [requirePermission("shop-pricing:manage")] as const,
  request: { body: { required: true, content: json(shopPricingInputSchema) } },
  responses: { 200: { description: "Saved", content: json(shopPricingBodySchema) }, ...errorResponses },
});

export const shopPricingRoutes = createRouter()
  .openapi(readRoute, async (c) => c.json({ shopPricing: await readShopPricing(c.get("database").db) }, 200))
  .openapi(saveRoute, async (c) => {
    const shopPricing = await saveShopPricing(c.get("database").db, c.get("viewer").profile.userId, c.req.valid("json"));
    return c.json({ shopPricing }, 200);
  });
