import { createRoute } from "@hono/zod-openapi";
import { reminderStoppedSchema, reminderStopSchema } from "../../../shared/schemas/reminders";
import type { RateLimitSettings } from "../../auth/rate-limit";
import { readShopPricing } from "../../estimates/shop-pricing";
import { createRouter } from "../../http/create-router";
import { json } from "../../http/openapi";
import { reminderStopRateLimit } from "../../reminders/stop-rate-limit";
import { stopReminders } from "../../reminders/stop-reminders";

const stopRoute = createRoute({
  method: "post",
  path: "/public/reminders/stop",
  tags: ["Reminder stop link (no account)"],
  summary: "Stops all reminders to the customer a reminder mail's link was sent to",
  request: { body: { required: true, content: json(reminderStopSchema) } },
  responses: {
    200: { description: "Stopped (stopping again changes nothing); the shop's name", content: json(reminderStoppedSchema) },
    400: { description: "Invalid input: the error shape with the failing fields" },
    404: { description: "The link's token is not known: nothing changed" },
    429: { description: "Too many requests from this address; Retry-After says when to try again" },
  },
});

/** Served without a session: the token is the customer's only credential, so each address is rate-limited. */
export function publicRemindersRoutes(options: { rateLimits: Pick<RateLimitSettings, "requestsPerMinute" | "trustProxy"> }) {
  const router = createRouter();
  router.use("/public/reminders/*", async (c, next) => reminderStopRateLimit(c.get("database").db, options.rateLimits)(c, next));
  return router.openapi(stopRoute, async (c) => {
    const db = c.get("database").db;
    await stopReminders(db, c.req.valid("json").token);
    return c.json({ stopped: true as const, shopName: (await readShopPricing(db)).shopName }, 200);
  });
}
