import type { Logger } from "pino";
import type { DatabaseHandle } from "./database";
import { openPglite } from "./pglite";
import { openPostgres } from "./postgres";

export type DatabaseOptions =
  | { kind: "postgres"; url: string; logger: Logger }
  /** `dataDir` null keeps the database in memory (tests). */
  | { kind: "pglite"; dataDir: string | null };

/** Opens the database and applies the committed migrations before anything else uses it. */
export function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.kind === "postgres"
    ? openPostgres(options.url, options.logger)
    : openPglite(options.dataDir);
}
