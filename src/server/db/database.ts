import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type * as schema from "./schema";

export type Schema = typeof schema;

/** The one database interface the rest of the server uses, whichever engine is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseKind = "pglite" | "postgres";

export interface DatabaseHandle {
  kind: DatabaseKind;
  db: Database;
  /** PostgreSQL only: the connection string, for the event bus's own LISTEN connection. */
  url?: string;
  /**
   * PGlite only: calls `onPayload` for each NOTIFY on `channel`, after its transaction commits,
   * until the database closes or the returned function is called. (PostgreSQL listens on a
   * connection of its own: the event bus's.)
   */
  listen?(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /** Closes connections (and releases the data folder); safe to call twice. */
  close(): Promise<void>;
}
