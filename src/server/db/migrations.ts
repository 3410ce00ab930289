import fs from "node:fs";
import path from "node:path";
import { MIGRATIONS_FOLDER } from "../paths";

/** A committed migration: its file's name without `.sql`, and the creation time drizzle records for it. */
export interface MigrationEntry {
  tag: string;
  when: number;
}

/** The committed migrations in the order they apply, as drizzle-kit's journal lists them. */
export function migrationJournal(): MigrationEntry[] {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8")) as {
    entries: MigrationEntry[];
  };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

/** The creation time drizzle-kit gave the newest committed migration. */
function newestMigrationMillis(): number {
  return Math.max(...migrationJournal().map((entry) => entry.when));
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
