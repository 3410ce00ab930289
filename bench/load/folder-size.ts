import fs from "node:fs";
import path from "node:path";

/** The bytes of every file under `folder`, as `du --apparent-size` counts them, in MB. */
export function folderSizeMb(folder: string): number {
  let bytes = 0;
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      // A file the database removes while it is counted is simply not there any more.
      if (entry.isDirectory()) visit(full);
      else if (entry.isFile()) bytes += fs.statSync(full, { throwIfNoEntry: false })?.size ?? 0;
    }
  };
  visit(folder);
  return Math.round((bytes / 1048576) * 10) / 10;
}
