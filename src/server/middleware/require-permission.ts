import type { Context, MiddlewareHandler } from "hono";
import { can, type Permission } from "../../shared/auth/permissions";
import type { AppBindings } from "../http/app-bindings";
import { ApiError } from "../http/api-error";
import { loadViewer } from "./session";

/**
 * Every protected route names its capability with this: 401 without a session, 403 when the
 * role lacks the capability in the permission table. Unknown paths never reach it, so they stay 404s.
 * Naming several lets in a role holding any one of them; the handler then tells them apart.
 */
export function requirePermission(...permissions: [Permission, ...Permission[]]): MiddlewareHandler<AppBindings> {
  return async (c, next) => {
    const refreshedCookie = await checkPermission(c, permissions);
    await next();
    if (refreshedCookie) c.header("set-cookie", refreshedCookie, { append: true });
  };
}

/**
 * 401 without a session, 403 when the role holds none of the permissions; otherwise sets the
 * viewer and returns the extended session's cookie, if better-auth extended it.
 */
export async function checkPermission(c: Context<AppBindings>, permissions: readonly Permission[]): Promise<string | null> {
  const { viewer, refreshedCookie } = await loadViewer(c);
  const allowed = permissions.some((permission) => can(viewer.profile.role, permission));
  if (!allowed) throw new ApiError("forbidden", "Your role does not allow this.");
  c.set("viewer", viewer);
  return refreshedCookie;
}
