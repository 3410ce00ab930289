import type { DatabaseKind } from "../db/database";

/** The first line of every backup file. */
export const BACKUP_FIRST_LINE = "-- AutoServ backup";
/**
 * The last line, written only after everything else: a file without it (or whose size or digest
 * disagrees with it) was cut short and is never treated as a backup.
 */
export const BACKUP_COMPLETE_PREFIX = "-- AutoServ backup complete";
export const BACKUP_FORMAT_VERSION = 1;

/** `autoserv-YYYYMMDD-HHMMSSZ.sql`, in UTC, so names sort by the time they were taken. */
export const BACKUP_FILE_NAME = /^autoserv-(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})Z\.sql$/;

export interface BackupHeader {
  format: number;
  takenAt: Date;
  database: DatabaseKind;
  /** The newest migration applied to the database the backup was taken from (its tag). */
  migration: string;
}

export function backupFileName(takenAt: Date): string {
  const stamp = takenAt.toISOString().replace(/[-:]/g, "").replace(/\.\d+Z$/, "Z");
  return `autoserv-${stamp.replace("T", "-")}.sql`;
}

export function formatHeader(header: BackupHeader): string {
  return [
    BACKUP_FIRST_LINE,
    `-- format: ${header.format}`,
    `-- taken-at: ${header.takenAt.toISOString()}`,
    `-- database: ${header.database}`,
    `-- migration: ${header.migration}`,
    "--",
    "-- Restore it with `npm run restore -- FILE`, or load it into an empty PostgreSQL 15 or later",
    "-- database with `psql -v ON_ERROR_STOP=1 -f FILE`.",
    "",
  ].join("\n");
}

/** The header at the start of `text`, or null when `text` does not start like a backup of ours. */
export function parseHeader(text: string): BackupHeader | null {
  const lines = text.split("\n");
  if (lines[0] !== BACKUP_FIRST_LINE) return null;
  const fields = new Map<string, string>();
  for (const line of lines.slice(1)) {
    const field = /^-- ([a-z-]+): (.*)$/.exec(line);
    if (!field) break;
    fields.set(field[1]!, field[2]!);
  }
  const format = Number(fields.get("format"));
  const takenAt = new Date(fields.get("taken-at") ?? "");
  const database = fields.get("database");
  const migration = fields.get("migration");
  if (!Number.isInteger(format) || Number.isNaN(takenAt.getTime()) || !migration) return null;
  if (database !== "pglite" && database !== "postgres") return null;
  return { format, takenAt, database, migration };
}

/** The last line: how many bytes come before it, and their SHA-256. */
export function formatCompleteLine(bytes: number, sha256: string): string {
  return `${BACKUP_COMPLETE_PREFIX}: ${bytes} bytes, sha256 ${sha256}\n`;
}

export function parseCompleteLine(line: string): { bytes: number; sha256: string } | null {
  const match = /^-- AutoServ backup complete: (\d+) bytes, sha256 ([0-9a-f]{64})\n$/.exec(line);
  return match ? { bytes: Number(match[1]), sha256: match[2]! } : null;
}
