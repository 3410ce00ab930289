import { createRoute } from "@hono/zod-openapi";
import { notificationPreferencesSchema, profileUpdateSchema } from "../../../shared/schemas/account";
import { meSchema } from "../../../shared/schemas/account-responses";
import { createRouter } from "../../http/create-router";
import { errorResponses } from "../../http/openapi";
import { requirePermission } from "../../middleware/require-permission";
import { saveNotificationPreferences, saveOwnProfile } from "../../profiles/own-profile";

const getRoute = createRoute({
  method: "get",
  path: "/profile",
  tags: ["Account"],
  summary: "The signed-in user's profile",
  middleware: [requirePermission("profile:edit-own")] as const,
  responses: { 200: { description: "The profile", content: { "application/json": { schema: meSchema } } }, ...errorResponses },
});

const putRoute = createRoute({
  method: "put",
  path: "/profile",
  tags: ["Account"],
  summary: "Save the signed-in user's name and shop name (never the role)",
  middleware: [requirePermission("profile:edit-own")] as const,
  request: { body: { required: true, content: { "application/json": { schema: profileUpdateSchema } } } },
  responses: { 200: { description: "The saved profile", content: { "application/json": { schema: meSchema } } }, ...errorResponses },
});

const notificationsRoute = createRoute({
  method: "put",
  path: "/profile/notifications",
  tags: ["Account"],
  summary: "Save the signed-in user's notification preferences (Settings, Notifications)",
  middleware: [requirePermission("profile:edit-own")] as const,
  request: { body: { required: true, content: { "application/json": { schema: notificationPreferencesSchema } } } },
  responses: { 200: { description: "The saved profile", content: { "application/json": { schema: meSchema } } }, ...errorResponses },
});

export const profileRoutes = createRouter()
  .openapi(getRoute, (c) => c.json({ profile: c.get("viewer").profile }, 200))
  .openapi(putRoute, async (c) => {
    const profile = await saveOwnProfile(c.get("database").db, c.get("viewer"), c.req.valid("json"));
    return c.json({ profile }, 200);
  })
  .openapi(notificationsRoute, async (c) => {
    const profile = await saveNotificationPreferences(c.get("database").db, c.get("viewer"), c.req.valid("json"));
    return c.json({ profile }, 200);
  });
