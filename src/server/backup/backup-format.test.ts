import { describe, expect, it } from "vitest";
import {
  BACKUP_FILE_NAME,
  backupFileName,
  formatCompleteLine,
  formatHeader,
  parseCompleteLine,
  parseHeader,
  type BackupHeader,
} from "./backup-format";

const header: BackupHeader = {
  format: 1,
  takenAt: new Date("2026-03-04T05:06:07.890Z"),
  database: "pglite",
  migration: "0004_password_links_and_sessions",
};

describe("backup file format", () => {
  it("names a backup by its UTC time to the second", () => {
    expect(backupFileName(header.takenAt)).toBe("autoserv-20260304-050607Z.sql");
    expect(BACKUP_FILE_NAME.test(backupFileName(header.takenAt))).toBe(true);
    expect(BACKUP_FILE_NAME.test("autoserv-20260304-050607Z.sql.123-ab.partial")).toBe(false);
  });

  it("reads back the header it writes", () => {
    const text = formatHeader(header);
    expect(text.startsWith("-- AutoServ backup\n")).toBe(true);
    expect(parseHeader(`${text}SET client_encoding = 'UTF8';\n`)).toEqual(header);
  });

  it("refuses a text that does not start like a backup, or misses a field", () => {
    expect(parseHeader("-- PostgreSQL database dump\n")).toBeNull();
    expect(parseHeader(formatHeader(header).replace("-- database: pglite\n", ""))).toBeNull();
    expect(parseHeader(formatHeader(header).replace("taken-at: 2026", "taken-at: soon"))).toBeNull();
  });

  it("writes a complete-line with the byte count and digest, and refuses the bare words", () => {
    const digest = "a".repeat(64);
    expect(parseCompleteLine(formatCompleteLine(1234, digest))).toEqual({ bytes: 1234, sha256: digest });
    expect(parseCompleteLine("-- AutoServ backup complete\n")).toBeNull();
    expect(parseCompleteLine(formatCompleteLine(1234, digest).trimEnd())).toBeNull();
  });
});
