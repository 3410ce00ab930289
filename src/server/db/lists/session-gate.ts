import { eq, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { alias, type PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../database";
import { sessionEpoch, sessions } from "../schema";

const gateSession = alias(sessions, "gate_session");

/** The session epoch as a statement reads it: the one row of a one-row table. */
const epochNow = sql`(select ${sessionEpoch.epoch} from ${sessionEpoch} where ${sessionEpoch.id} = 1)`;

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
 * A remembered session check as a statement reads with it: the session's user and the session
 * epoch the check was made at. A statement with the remembered gate reads as that user and
 * answers rows only while the epoch has not moved.
 */
export interface RememberedSession {
  viewerId: string;
  sessionEpoch: string;
}

/** A session check's answer, made to be remembered, with how many milliseconds from the check it lasts. */
export interface SessionCheck extends RememberedSession {
  lastsMs: number;
}

/** The SQLSTATE of a statement whose remembered gate found the session epoch moved (its migration raises it). */
export const SESSION_EPOCH_MOVED = "AS001";

/**
 * The remembered check in a statement: no session ended or lost its access since the check (the
 * epoch has not moved). The one row of a one-row table (PostgreSQL scans its single page), where
 * the check itself is two index lookups in a function call. Once the epoch moved, the statement
 * fails with SESSION_EPOCH_MOVED rather than answering no rows, so a statement that answers no
 * rows had none: an empty list is the list's own, told apart from a refusal without another read.
 * Whether the answer's time has come is for whoever remembers it to say
 * (http/session-memory.ts): the statement's own comparison with now() was half of the gate's cost.
 * Parameter: sessionEpoch.
 */
export function rememberedGate(): SQL {
  // A CASE, which PostgreSQL evaluates in order: the function that fails is called only once the epoch moved.
  return sql`case when ${epochNow} = ${sql.placeholder("sessionEpoch")}::bigint then true else session_epoch_moved() end`;
}

/** Whether a statement failed because its remembered gate found the session epoch moved. */
export function isSessionEpochMoved(error: unknown): boolean {
  const codeOf = (value: unknown) => (typeof value === "object" && value !== null ? (value as { code?: unknown }).code : undefined);
  // drizzle wraps the driver's error in its own, the driver's as its cause.
  const cause = typeof error === "object" && error !== null ? (error as { cause?: unknown }).cause : undefined;
  return codeOf(error) === SESSION_EPOCH_MOVED || codeOf(cause) === SESSION_EPOCH_MOVED;
}

/**
 * The session check's answer for a token and the roles allowed, made to be remembered: null
 * when the session is not allowed now. The answer and the epoch come from one statement, so from
 * one snapshot: a change committed after it moves the epoch past the one remembered. How long the
 * answer lasts is counted from the statement's own now(), which is no earlier than the moment the
 * statement was sent.
 */
export async function checkSessionToRemember(db: Database, reader: SessionReader): Promise<SessionCheck | null> {
  const result = (await db.execute(sql`select ${sessions.userId} as "viewerId",
      ${epochNow}::text as "sessionEpoch",
      (extract(epoch from allowed.until - now()) * 1000)::float8 as "lastsMs"
    from ${sessions}, session_allowed_until(${reader.sessionToken}, ${reader.freshSeconds}::int, ${sql.param(reader.roles)}::text[]) as allowed(until)
    where ${sessions.token} = ${reader.sessionToken} and allowed.until > now()`)) as unknown as { rows: SessionCheck[] };
  return result.rows[0] ?? null;
}
