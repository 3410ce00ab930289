import type { Context, MiddlewareHandler } from "hono";
import type { z } from "zod";
import { can, type Permission } from "../../shared/auth/permissions";
import { ROLES, type Role } from "../../shared/auth/roles";
import { LOG_IN_REQUIRED_MESSAGE } from "../auth/messages";
import { readSignedSessionToken } from "../auth/session-cookie";
import type { ListReader } from "../db/lists/list-statement";
import type { AppBindings } from "../http/app-bindings";
import { ApiError } from "../http/api-error";
import type { StatementList } from "../http/statement-list";
import { checkPermission } from "./require-permission";

/** A request's session, to be checked by the list statement it runs (db/lists/session-gate.ts). */
export interface StatementSession {
  /** The session for the statement to check, or (on PGlite) the viewer already checked. */
  reader: ListReader;
  permissions: readonly Permission[];
  /** True once the session is known to hold: a checking statement answered rows, or checkPermission passed. */
  checked: boolean;
  refreshedCookie: string | null;
}

/**
 * requirePermission for a read-only list whose statement checks the session itself, so the read
 * is one round trip instead of two. Only the cookie's signature is checked before the handler;
 * the handler reads through readCheckingSession. Whatever the handler did, a request whose
 * session was not proven by its statement is checked here afterwards, and a refusal (401, or 403
 * by role) replaces the handler's answer: the outcome for an ended session, a deactivated account
 * or a role without the permission is the same as requirePermission's, including before a 400.
 */
export function requirePermissionInStatement(...permissions: [Permission, ...Permission[]]): MiddlewareHandler<AppBindings> {
  const roles = rolesHolding(permissions);
  return async (c, next) => {
    // PGlite runs in this process, so a second statement costs no round trip, while it plans the
    // larger statement anew on every call: there, the session is checked the ordinary way first.
    if (c.get("database").kind === "pglite") {
      const refreshedCookie = await checkPermission(c, permissions);
      const reader = { viewerId: c.get("viewer").profile.userId };
      c.set("statementSession", { reader, permissions, checked: true, refreshedCookie });
      await next();
      if (refreshedCookie) c.header("set-cookie", refreshedCookie, { append: true });
      return;
    }
    const context = await c.get("auth").$context;
    const token = readSignedSessionToken(c.req.raw.headers, context.secret, context.authCookies.sessionToken.name);
    if (!token) throw new ApiError("unauthorized", LOG_IN_REQUIRED_MESSAGE);
    const session: StatementSession = {
      reader: { sessionToken: token, freshSeconds: freshSeconds(context.sessionConfig), roles },
      permissions,
      checked: false,
      refreshedCookie: null,
    };
    c.set("statementSession", session);
    await next();
    if (!session.checked) session.refreshedCookie = await checkPermission(c, permissions);
    if (session.refreshedCookie) c.header("set-cookie", session.refreshedCookie, { append: true });
  };
}

/** The roles that hold one of the permissions: those a statement lets through. */
export function rolesHolding(permissions: readonly Permission[]): Role[] {
  return ROLES.filter((role) => permissions.some((permission) => can(role, permission)));
}

/** A session expiring later than this many seconds from now is not due for better-auth's daily extension. */
export function freshSeconds(sessionConfig: { expiresIn: number; updateAge: number }): number {
  return sessionConfig.expiresIn - sessionConfig.updateAge;
}

/** A statement list's page for the request, its session checked by the statement (readCheckingSession). */
export function readStatementList<Schema extends z.ZodType, Page>(
  c: Context<AppBindings>,
  list: StatementList<Schema, Page>,
  query: z.output<Schema>,
): Promise<Page> {
  const { db } = c.get("database");
  return readCheckingSession(c, (reader) => list.read(db, reader, query), list.proves);
}

/**
 * Reads with statements that check the session. Rows prove the session held; no rows may mean
 * an empty list or a refused session (or one due for better-auth's daily extension), so the
 * session is then checked the usual way (401/403 as requirePermission, extension included) and
 * the list read again as that viewer.
 */
export async function readCheckingSession<Result>(
  c: Context<AppBindings>,
  read: (reader: ListReader) => Promise<Result>,
  hasRows: (result: Result) => boolean,
): Promise<Result> {
  const session = c.get("statementSession");
  if (session.checked) return read(session.reader);
  const result = await read(session.reader);
  if (hasRows(result)) {
    session.checked = true;
    return result;
  }
  session.refreshedCookie = await checkPermission(c, session.permissions);
  session.checked = true;
  return read({ viewerId: c.get("viewer").profile.userId });
}
