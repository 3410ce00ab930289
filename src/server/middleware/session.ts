import { eq } from "drizzle-orm";
import type { Context } from "hono";
import { DEACTIVATED_MESSAGE, LOG_IN_REQUIRED_MESSAGE } from "../auth/messages";
import { profiles, users } from "../db/schema";
import type { AppBindings, Viewer } from "../http/app-bindings";
import { ApiError } from "../http/api-error";
import { toProfile } from "../routes/users/profile-dto";

/**
 * The signed-in user of a request, or a 401. The profile is read on each request, so a role
 * change or a deactivation holds at once. `refreshedCookie` is better-auth's extension of an
 * active session, to be passed on with the response.
 */
export async function loadViewer(c: Context<AppBindings>): Promise<{ viewer: Viewer; refreshedCookie: string | null }> {
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
