import { eq, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { alias, type PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../database";
import { sessionEpoch, sessions } from "../schema";

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

/** A session for a statement to check, with the roles allowed to read. */
export interface SessionReader {
  sessionToken: string;
  freshSeconds: number;
  roles: readonly string[];
}

/**
 * A session check's answer, remembered: the session's user, the session epoch the check was made
 * at, and until when the answer lasts (PostgreSQL's text of a timestamptz). A statement with the
 * remembered gate reads as that user and answers rows only while both still hold.
 */
export interface RememberedSession {
  viewerId: string;
  sessionEpoch: string;
  sessionUntil: string;
}

/**
 * The remembered check in a statement: no session ended or lost its access since the check (the
 * epoch has not moved) and the session is not yet due (its time has not come). One row read by
 * primary key, where the check itself is two index lookups in a function call. Parameters:
 * sessionEpoch, sessionUntil.
 */
export function rememberedGate(): SQL {
  return sql`(select ${sessionEpoch.epoch} from ${sessionEpoch} where ${sessionEpoch.id} = 1) = ${sql.placeholder("sessionEpoch")}::bigint
    and now() < ${sql.placeholder("sessionUntil")}::timestamptz`;
}

/**
 * The session check's answer for a token and the roles allowed, made to be remembered: null
 * when the session is not allowed now. The answer and the epoch come from one statement, so from
 * one snapshot: a change committed after it moves the epoch past the one remembered.
 */
export async function checkSessionToRemember(db: Database, reader: SessionReader): Promise<RememberedSession | null> {
  const result = (await db.execute(sql`select ${sessions.userId} as "viewerId",
      (select ${sessionEpoch.epoch} from ${sessionEpoch} where ${sessionEpoch.id} = 1)::text as "sessionEpoch",
      allowed.until::text as "sessionUntil"
    from ${sessions}, session_allowed_until(${reader.sessionToken}, ${reader.freshSeconds}::int, ${sql.param(reader.roles)}::text[]) as allowed(until)
    where ${sessions.token} = ${reader.sessionToken} and allowed.until > now()`)) as unknown as { rows: RememberedSession[] };
  return result.rows[0] ?? null;
}
