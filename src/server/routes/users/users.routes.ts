import { createRoute, z } from "@hono/zod-openapi";
import { inviteUserSchema, userUpdateSchema } from "../../../shared/schemas/account";
import { invitationSchema, userBodySchema, userListSchema } from "../../../shared/schemas/account-responses";
import { createRouter } from "../../http/create-router";
import { errorResponses, json } from "../../http/openapi";
import { inviteMail } from "../../mail/messages";
import type { Mailer } from "../../mail/mailer";
import { requirePermission } from "../../middleware/require-permission";
import { sendInvitation } from "../../users/invitation-mail";
import { deactivateUser, inviteUser, listUsers, updateUser } from "../../users/user-management";

const userParams = z.object({ userId: z.string().min(1).max(100) });

const listRoute = createRoute({
  method: "get",
  path: "/users",
  tags: ["Users"],
  summary: "Every user's profile (Admin)",
  middleware: [requirePermission("users:manage")] as const,
  responses: { 200: { description: "All profiles", content: json(userListSchema) }, ...errorResponses },
});

const inviteRoute = createRoute({
  method: "post",
  path: "/users",
  tags: ["Users"],
  summary: "Invite a user: an account without a password and a 7-day set-password link (Admin)",
  middleware: [requirePermission("users:manage")] as const,
  request: { body: { required: true, content: json(inviteUserSchema) } },
  responses: {
    201: {
      description: "Invited",
      content: json(invitationSchema),
    },
    409: { description: "The e-mail address already has an account" },
    ...errorResponses,
  },
});

const updateRoute = createRoute({
  method: "patch",
  path: "/users/{userId}",
  tags: ["Users"],
  summary: "Change a user's name, role, shop name or active flag (Admin)",
  middleware: [requirePermission("users:manage")] as const,
  request: { params: userParams, body: { required: true, content: json(userUpdateSchema) } },
  responses: {
    200: { description: "Updated", content: json(userBodySchema) },
    404: { description: "No such user" },
    409: { description: "Someone else changed the user first" },
    ...errorResponses,
  },
});

const deactivateRoute = createRoute({
  method: "post",
  path: "/users/{userId}/deactivate",
  tags: ["Users"],
  summary: "Deactivate a user and end their sessions (Admin)",
  middleware: [requirePermission("users:manage")] as const,
  request: { params: userParams },
  responses: { 200: { description: "Deactivated", content: json(userBodySchema) }, 404: { description: "No such user" }, ...errorResponses },
});

export function usersRoutes(options: { appUrl: string; mailer: Mailer }) {
  return createRouter()
    .openapi(listRoute, async (c) => c.json({ users: await listUsers(c.get("database").db) }, 200))
    .openapi(inviteRoute, async (c) => {
      const { profile, token } = await inviteUser(c.get("database").db, c.req.valid("json"));
      const setPasswordUrl = `${options.appUrl}/reset-password?token=${token}`;
      const mail = await sendInvitation(options.mailer, inviteMail(profile.email, profile.name, setPasswordUrl));
      return c.json({ user: profile, setPasswordUrl, mail }, 201);
    })
    .openapi(updateRoute, async (c) => {
      const viewer = c.get("viewer");
      const user = await updateUser(c.get("database").db, c.req.valid("param").userId, c.req.valid("json"), viewer.profile.userId);
      return c.json({ user }, 200);
    })
    .openapi(deactivateRoute, async (c) => {
      const viewer = c.get("viewer");
      const user = await deactivateUser(c.get("database").db, c.req.valid("param").userId, viewer.profile.userId);
      return c.json({ user }, 200);
    });
}
