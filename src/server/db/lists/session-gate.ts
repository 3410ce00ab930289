import { eq, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { alias, type PgTable } from "drizzle-orm/pg-core";
import { sessions } from "../schema";

const gateSession = alias(sessions, "gate_session");

/** A table under its alias, as a FROM item: in a sql template an alias alone renders as its name. */
const aliased = (table: PgTable, name: string) => sql`${table} ${sql.identifier(name)}`;

/**
 * The session middleware's check written into a list statement, so a list read is one round
 * trip: the statement answers rows only while the request's session exists, has not expired, is
 * not yet due for better-auth's extension, and belongs to an active account whose role is among
 * the allowed ones. The check is the database function session_allows (its migration says why a
 * function): it names no column of the list, so PostgreSQL calls it once, before the list (a
 * one-time filter), and the list's own plan is unchanged.
 *
 * Parameters: sessionToken, freshSeconds (a session expiring later than this many seconds from
 * now is not due for extension) and roles (text[]).
 */
export function sessionGate(): SQL {
  return sql`session_allows(${sql.placeholder("sessionToken")}, ${sql.placeholder("freshSeconds")}::int, ${sql.placeholder("roles")}::text[])`;
}

/** `column` is the request's own user: the session's, in a statement that checks the session itself. */
export function isSessionUser(column: AnyColumn): SQL {
  return sql`${column} = (select ${gateSession.userId} from ${aliased(sessions, "gate_session")} where ${eq(gateSession.token, sql.placeholder("sessionToken"))})`;
}
