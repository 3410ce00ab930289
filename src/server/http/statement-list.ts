import type { z } from "zod";
import type { Permission } from "../../shared/auth/permissions";
import type { Database } from "../db/database";
import type { ListReader } from "../db/lists/list-statement";

/**
 * A read-only list whose statement checks the request's session itself (db/lists/session-gate.ts).
 * Its route and the direct list reads (direct-list-reads.ts) both run it from here, so the two
 * cannot read, validate or prove differently.
 */
export interface StatementList<Schema extends z.ZodType, Page, Path extends string = string> {
  /** Its address under /api. */
  path: Path;
  permission: Permission;
  query: Schema;
  read: (db: Database, reader: ListReader, query: z.output<Schema>) => Promise<Page>;
  /**
   * Whether a page read with the session's own check proves the session held: rows do. An empty
   * page may be a refused session (or one due for better-auth's extension), which the app's route
   * then checks the usual way. (A remembered check fails instead of refusing, so the direct reads
   * need no proof.)
   */
  proves: (page: Page) => boolean;
  /** The page as JSON text, exactly as JSON.stringify writes it, for a list worth a writer of its own. */
  json?: (page: Page) => string;
}

/** A statement list with its types set aside, for the direct list reads. */
export interface DirectList {
  path: string;
  permission: Permission;
  /** Reads with these query parameters; null when they are not valid (the app answers that 400). */
  read: (db: Database, reader: ListReader, params: Record<string, string>) => Promise<unknown> | null;
  json: (page: unknown) => string;
}

export function statementList<Schema extends z.ZodType, Page, const Path extends string>(
  list: StatementList<Schema, Page, Path>,
): StatementList<Schema, Page, Path> & { direct: DirectList } {
  const direct: DirectList = {
    path: list.path,
    permission: list.permission,
    read: (db, reader, params) => {
      const query = list.query.safeParse(params);
      if (!query.success) return null;
      return list.read(db, reader, query.data);
    },
    json: (list.json ?? JSON.stringify) as (page: unknown) => string,
  };
  return { ...list, direct };
}
