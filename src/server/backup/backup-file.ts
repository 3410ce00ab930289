import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { BACKUP_FORMAT_VERSION, parseCompleteLine, parseHeader, type BackupHeader } from "./backup-format";

/** A complete backup on disk. */
export interface BackupFile {
  path: string;
  fileName: string;
  bytes: number;
  takenAt: Date;
}

/** Enough for the header's few short lines and for the last line. */
const HEAD_BYTES = 4096;
const TAIL_BYTES = 256;

/**
 * The header of the backup at `file` when it is complete: it starts like a backup and ends with
 * the complete-line whose byte count matches the file. Anything else (a file cut short, another
 * file) is null. Only the file's two ends are read, so listing many backups stays quick.
 */
export async function inspectBackupFile(file: string): Promise<(BackupHeader & { bytes: number }) | null> {
  let handle: fs.FileHandle;
  try {
    handle = await fs.open(file, "r");
  } catch {
    return null;
  }
  try {
    const stat = await handle.stat();
    if (!stat.isFile()) return null;
    const { size } = stat;
    const head = Buffer.alloc(Math.min(HEAD_BYTES, size));
    await handle.read(head, 0, head.length, 0);
    const header = parseHeader(head.toString("utf8"));
    if (!header) return null;
    const tail = Buffer.alloc(Math.min(TAIL_BYTES, size));
    await handle.read(tail, 0, tail.length, size - tail.length);
    const tailText = tail.toString("utf8");
    const lastLine = tailText.slice(tailText.lastIndexOf("\n", tailText.length - 2) + 1);
    const complete = parseCompleteLine(lastLine);
    if (!complete || complete.bytes + Buffer.byteLength(lastLine) !== size) return null;
    return { ...header, bytes: size };
  } finally {
    await handle.close();
  }
}

export async function describeBackupFile(file: string): Promise<BackupFile | null> {
  const header = await inspectBackupFile(file);
  if (!header) return null;
  return { path: path.resolve(file), fileName: path.basename(file), bytes: header.bytes, takenAt: header.takenAt };
}

export class BackupFileError extends Error {
  override name = "BackupFileError";
}

/**
 * The SQL of the backup at `file`, checked whole: our header, a format this version reads, and
 * the complete-line's byte count and SHA-256 matching what comes before it.
 */
export async function readBackupScript(file: string): Promise<{ header: BackupHeader; script: string }> {
  let content: Buffer;
  try {
    content = await fs.readFile(file);
  } catch (error) {
    throw new BackupFileError(`Cannot read ${file}: ${(error as Error).message}`);
  }
  const header = parseHeader(content.subarray(0, HEAD_BYTES).toString("utf8"));
  if (!header) throw new BackupFileError(`${file} is not an AutoServ backup (it does not start with "-- AutoServ backup").`);
  if (header.format !== BACKUP_FORMAT_VERSION) {
    throw new BackupFileError(`${file} is a backup of format ${header.format}; this version of AutoServ reads format ${BACKUP_FORMAT_VERSION}.`);
  }
  const lastLineStart = content.lastIndexOf("\n", content.length - 2) + 1;
  const complete = parseCompleteLine(content.subarray(lastLineStart).toString("utf8"));
  const body = content.subarray(0, lastLineStart);
  if (!complete || complete.bytes !== body.length || createHash("sha256").update(body).digest("hex") !== complete.sha256) {
    throw new BackupFileError(`${file} is incomplete or damaged: its last line does not match its content. Use another backup.`);
  }
  return { header, script: body.toString("utf8") };
}
