import type { Logger } from "pino";
import type { DatabaseHandle } from "./database";
import { createUpkeep } from "./upkeep";

export type DatabaseOptions =
  | { kind: "postgres"; url: string; logger: Logger }
  /**
   * `dataDir` null keeps the database in memory (tests). With `upkeep`, the tables are vacuumed
   * and analyzed as they change, each step logged there (PostgreSQL's autovacuum does this itself).
   */
  | { kind: "pglite"; dataDir: string | null; upkeep?: Logger };

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
  const handle = await openPglite(options.dataDir);
  if (!options.upkeep) return handle;
  const upkeep = createUpkeep(handle.db);
  upkeep.start(options.upkeep);
  return {
    ...handle,
    close: async () => {
      await upkeep.stop();
      await handle.close();
    },
  };
}
