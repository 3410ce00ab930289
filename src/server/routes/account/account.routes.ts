import { createRoute } from "@hono/zod-openapi";
import { changePasswordSchema } from "../../../shared/schemas/account";
import { createRouter } from "../../http/create-router";
import { errorResponses } from "../../http/openapi";
import { requirePermission } from "../../middleware/require-permission";
import { changeOwnPassword } from "../../account/change-password";

const route = createRoute({
  method: "post",
  path: "/account/password",
  tags: ["Account"],
  summary: "Change the signed-in user's password; their other sessions end",
  middleware: [requirePermission("profile:edit-own")] as const,
  request: { body: { required: true, content: { "application/json": { schema: changePasswordSchema } } } },
  responses: { 204: { description: "Changed" }, ...errorResponses },
});

export const accountRoutes = createRouter().openapi(route, async (c) => {
  const viewer = c.get("viewer");
  await changeOwnPassword(
    c.get("database").db,
    c.get("auth"),
    viewer.profile.userId,
    viewer.sessionToken,
    c.req.valid("json").newPassword,
  );
  return c.body(null, 204);
});
