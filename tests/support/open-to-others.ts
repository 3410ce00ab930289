import fs from "node:fs";
import path from "node:path";

/** `folder` itself and every file and folder below it that its group or other users may use, with their modes. */
export function openToOthers(folder: string): string[] {
  const open: string[] = [];
  const visit = (entry: string) => {
    const stat = fs.lstatSync(entry);
    if (stat.isSymbolicLink()) return;
    if (stat.mode & 0o077) open.push(`${(stat.mode & 0o777).toString(8)} ${entry}`);
    if (stat.isDirectory()) for (const name of fs.readdirSync(entry)) visit(path.join(entry, name));
  };
  visit(folder);
  return open;
}

/** Opens `folder` and everything in it to every local user, as an older version left them: folders 0755, files 0644. */
export function openToEveryone(folder: string): void {
  const stat = fs.lstatSync(folder);
  if (stat.isSymbolicLink()) return;
  if (stat.isDirectory()) {
    fs.chmodSync(folder, 0o755);
    for (const name of fs.readdirSync(folder)) openToEveryone(path.join(folder, name));
  } else {
    fs.chmodSync(folder, 0o644);
  }
}

/** The octal permission bits of `entry`, as "700". */
export function modeOf(entry: string): string {
  return (fs.statSync(entry).mode & 0o777).toString(8);
}
