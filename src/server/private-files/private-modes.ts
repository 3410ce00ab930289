import fs from "node:fs";
import path from "node:path";

/**
 * What the server writes is its own account's alone: the database's files and the backups hold
 * every account's password hash and the shop's records. The umask makes every file and folder so
 * as it is created; the modes below are given as well where we create one, for callers that run
 * without that umask (tests, benchmarks).
 */
export const PRIVATE_UMASK = 0o077;
export const PRIVATE_FOLDER_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Creates `dir` and any missing parent, each 0700. */
export function makePrivateFolder(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_FOLDER_MODE });
}

/** What tightening a folder changed. */
export interface Tightened {
  folder: string;
  /** The folder's own mode before and after, as "0755". */
  oldMode: string;
  newMode: string;
  /** Files and folders below it whose group and other permissions were taken off. */
  entriesTightened: number;
  /** The first entry that could not be changed (owned by another account, say), or null. */
  failure: string | null;
}

/** Which entries below a folder are tightened too; a folder not included is not entered. */
export type Included = (entry: string, isFolder: boolean) => boolean;

/**
 * Takes the group and other permissions off `folder` and off the files and folders below it
 * that `include` names (every one by default). Symbolic links are not followed. Returns null
 * when nothing was open to others.
 */
export function tightenFolder(folder: string, include: Included = () => true): Tightened | null {
  const root = path.resolve(folder);
  const stat = lstatOrNull(root);
  if (!stat?.isDirectory()) return null;
  let failure: string | null = null;
  const tighten = (entry: string, mode: number): number => {
    if ((mode & PRIVATE_UMASK) === 0) return mode;
    try {
      fs.chmodSync(entry, mode & 0o700);
      return mode & 0o700;
    } catch (error) {
      failure ??= `${entry}: ${(error as Error).message}`;
      return mode;
    }
  };
  const oldMode = stat.mode & 0o7777;
  const newMode = tighten(root, oldMode);
  let entriesTightened = 0;
  const folders = [root];
  while (folders.length > 0) {
    const current = folders.pop()!;
    let names: string[];
    try {
      names = fs.readdirSync(current);
    } catch (error) {
      failure ??= `${current}: ${(error as Error).message}`;
      continue;
    }
    for (const name of names) {
      const entry = path.join(current, name);
      // A file the database removes meanwhile is simply gone.
      const entryStat = lstatOrNull(entry);
      if (!entryStat || entryStat.isSymbolicLink() || !include(entry, entryStat.isDirectory())) continue;
      const mode = entryStat.mode & 0o7777;
      if (tighten(entry, mode) !== mode) entriesTightened += 1;
      if (entryStat.isDirectory()) folders.push(entry);
    }
  }
  if (newMode === oldMode && entriesTightened === 0 && failure === null) return null;
  return { folder: root, oldMode: octal(oldMode), newMode: octal(newMode), entriesTightened, failure };
}

function lstatOrNull(entry: string): fs.Stats | null {
  try {
    return fs.lstatSync(entry);
  } catch {
    return null;
  }
}

function octal(mode: number): string {
  return `0${mode.toString(8).padStart(3, "0")}`;
}
