import { and, eq, gt, sql } from "drizzle-orm";
import type { Context } from "hono";
import { DEACTIVATED_MESSAGE, LOG_IN_REQUIRED_MESSAGE } from "../auth/messages";
import { readSignedSessionToken } from "../auth/session-cookie";
import { perDatabase } from "../db/per-database";
import { profiles, sessions, users } from "../db/schema";
import type { AppBindings, Viewer } from "../http/app-bindings";
import { ApiError } from "../http/api-error";
import { toProfile } from "../profiles/profile-dto";

type ViewerResult = { viewer: Viewer; refreshedCookie: string | null };

// Every protected request runs this query: a named statement is planned once per connection.
const viewerQuery = perDatabase((db) =>
  db
    .select({ profile: profiles, username: users.username, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(profiles, eq(profiles.userId, sessions.userId))
    .where(and(eq(sessions.token, sql.placeholder("token")), gt(sessions.expiresAt, sql`now()`)))
    .prepare("viewer_by_session_token"),
);

/**
 * The signed-in user of a request, or a 401. The profile is read on each request, so a role
 * change or a deactivation holds at once. `refreshedCookie` is better-auth's extension of an
 * active session, to be passed on with the response.
 *
 * Most requests take the fast path: the signed cookie checked here and one query for session,
 * account and profile together. A session due for better-auth's daily extension (or anything
 * unusual) goes through better-auth's own getSession, which extends it and sets the cookie.
 */
export async function loadViewer(c: Context<AppBindings>): Promise<ViewerResult> {
  const auth = c.get("auth");
  const context = await auth.$context;
  const token = readSignedSessionToken(c.req.raw.headers, context.secret, context.authCookies.sessionToken.name);
  if (!token) throw new ApiError("unauthorized", LOG_IN_REQUIRED_MESSAGE);

  const [row] = await viewerQuery(c.get("database").db).execute({ token });
  if (!row) throw new ApiError("unauthorized", LOG_IN_REQUIRED_MESSAGE);
  if (!row.profile.isActive) throw new ApiError("unauthorized", DEACTIVATED_MESSAGE);

  const { expiresIn, updateAge } = context.sessionConfig;
  const dueForExtension = row.expiresAt.getTime() - expiresIn * 1000 + updateAge * 1000 <= Date.now();
  if (dueForExtension) return loadViewerThroughBetterAuth(c);
  return {
    viewer: { profile: toProfile(row.profile, row.username), sessionToken: token },
    refreshedCookie: null,
  };
}

async function loadViewerThroughBetterAuth(c: Context<AppBindings>): Promise<ViewerResult> {
  const { headers, response: session } = await c.get("auth").api.getSession({
    headers: c.req.raw.headers,
    returnHeaders: true,
  });
  if (!session) throw new ApiError("unauthorized", LOG_IN_REQUIRED_MESSAGE);

  const [row] = await c
    .get("database")
    .db.select({ profile: profiles, username: users.username })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(profiles.userId, session.user.id));
  if (!row) throw new ApiError("unauthorized", LOG_IN_REQUIRED_MESSAGE);
  if (!row.profile.isActive) throw new ApiError("unauthorized", DEACTIVATED_MESSAGE);

  return {
    viewer: { profile: toProfile(row.profile, row.username), sessionToken: session.session.token },
    refreshedCookie: headers.get("set-cookie"),
  };
}
