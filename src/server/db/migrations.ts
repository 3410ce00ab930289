import fs from "node:fs";
import path from "node:path";
import { MIGRATIONS_FOLDER } from "../paths";

/** The creation time drizzle-kit gave the newest committed migration. */
function newestMigrationMillis(): number {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8")) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

export const LAST_APPLIED_SQL =
  'select max(created_at) as applied from "drizzle"."__drizzle_migrations"';

/**
 * Drizzle's migrator applies the migrations newer than the last one recorded. Asking that one
 * question first lets a start with nothing to apply skip the migrator's DDL round trips.
 */
export function isUpToDate(lastApplied: unknown): boolean {
  const applied = Number(lastApplied ?? 0);
  return Number.isFinite(applied) && applied >= newestMigrationMillis();
}
