import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The folder holding package.json, found the same way from src/server and from dist/server. */
function findProjectRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, "package.json"))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No package.json above ${start}`);
  }
}

export const PROJECT_ROOT = findProjectRoot(path.dirname(fileURLToPath(import.meta.url)));
export const MIGRATIONS_FOLDER = path.join(PROJECT_ROOT, "drizzle");
export const WEB_ROOT = path.join(PROJECT_ROOT, "dist", "web");
