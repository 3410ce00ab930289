// Whether dist/ holds a build of the sources as they are now: the newest modification time of
// every build input is compared with the one recorded when the last build finished.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = fileURLToPath(new URL("..", import.meta.url));
const stampFile = path.join(root, "dist", ".build-stamp");
const inputs = ["src", "public", "drizzle", "vite.config.ts", "vite.server.config.ts", "package-lock.json", "tsconfig.json"];
const outputs = ["dist/web/index.html", "dist/web/estimate-page/index.html", "dist/server/index.js", "dist/server/cli/backup.js", "dist/server/cli/restore.js"];

function newestMtime(target) {
  const full = path.join(root, target);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(full, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

const newestInput = () => Math.max(...inputs.map(newestMtime));

export function isBuildCurrent() {
  if (!outputs.every((file) => fs.existsSync(path.join(root, file)))) return false;
  const built = fs.existsSync(stampFile) ? Number(fs.readFileSync(stampFile, "utf8")) : -1;
  return built >= newestInput();
}

export function recordBuild() {
  fs.mkdirSync(path.dirname(stampFile), { recursive: true });
  fs.writeFileSync(stampFile, String(newestInput()));
}
