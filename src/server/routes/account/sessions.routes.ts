import { createRoute } from "@hono/zod-openapi";
import { accountSessionListSchema, sessionIdParamsSchema } from "../../../shared/schemas/account-sessions";
import { expireSessionCookie } from "../../auth/expire-session-cookie";
import { createRouter } from "../../http/create-router";
import { errorResponses } from "../../http/openapi";
import { ApiError } from "../../http/api-error";
import { requirePermission } from "../../middleware/require-permission";
import { endAllOwnSessions, endOwnSession, listOwnSessions } from "../../account/own-sessions";

// Each user manages only their own sessions: the capability of their own profile.
const listRoute = createRoute({
  method: "get",
  path: "/account/sessions",
  tags: ["Account"],
  summary: "The signed-in user's sessions (devices), newest first, marking the one asking",
  middleware: [requirePermission("profile:edit-own")] as const,
  responses: {
    200: { description: "The sessions", content: { "application/json": { schema: accountSessionListSchema } } },
    ...errorResponses,
  },
});

const endOneRoute = createRoute({
  method: "delete",
  path: "/account/sessions/{sessionId}",
  tags: ["Account"],
  summary: "End one of the signed-in user's own sessions",
  middleware: [requirePermission("profile:edit-own")] as const,
  request: { params: sessionIdParamsSchema },
  responses: { 204: { description: "Ended" }, 404: { description: "The user has no such session" }, ...errorResponses },
});

const endAllRoute = createRoute({
  method: "post",
  path: "/account/sessions/sign-out-everywhere",
  tags: ["Account"],
  summary: "End every session of the signed-in user, this one included",
  middleware: [requirePermission("profile:edit-own")] as const,
  responses: { 204: { description: "Signed out everywhere" }, ...errorResponses },
});

export const sessionsRoutes = createRouter()
  .openapi(listRoute, async (c) => {
    const viewer = c.get("viewer");
    const sessions = await listOwnSessions(c.get("database").db, viewer.profile.userId, viewer.sessionToken);
    return c.json({ sessions }, 200);
  })
  .openapi(endOneRoute, async (c) => {
    const viewer = c.get("viewer");
    const { sessionId } = c.req.valid("param");
    const ended = await endOwnSession(c.get("database").db, viewer.profile.userId, sessionId, viewer.sessionToken);
    if (!ended) throw new ApiError("not_found", "No such session.");
    if (ended.wasCurrent) await expireSessionCookie(c);
    return c.body(null, 204);
  })
  .openapi(endAllRoute, async (c) => {
    await endAllOwnSessions(c.get("database").db, c.get("viewer").profile.userId);
    await expireSessionCookie(c);
    return c.body(null, 204);
  });
