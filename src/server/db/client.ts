import type { Logger } from "pino";
import type { DatabaseHandle } from "./database";

export type DatabaseOptions =
  | { kind: "postgres"; url: string; logger: Logger }
  /** `dataDir` null keeps the database in memory (tests). */
  | { kind: "pglite"; dataDir: string | null };

/**
 * Opens the database and applies the committed migrations before anything else uses it. Each
 * driver is loaded only when chosen, which keeps start-up short.
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === "postgres") {
    const { openPostgres } = await import("./postgres");
    return openPostgres(options.url, options.logger);
  }
  const { openPglite } = await import("./pglite");
  return openPglite(options.dataDir);
}
