import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { formatCompleteLine } from "../../../src/server/backup/backup-format";

/**
 * A copy of the backup `file` in `folder`, its text changed by `change` and its complete-line
 * made to match again: a backup as another version of AutoServ, or a damaged disk, would write it.
 */
export function rewriteBackup(file: string, folder: string, change: (text: string) => string): string {
  const text = fs.readFileSync(file, "utf8");
  const body = change(text.slice(0, text.lastIndexOf("\n", text.length - 2) + 1));
  const copy = path.join(folder, path.basename(file));
  fs.writeFileSync(copy, body + formatCompleteLine(Buffer.byteLength(body), createHash("sha256").update(body).digest("hex")));
  return copy;
}
