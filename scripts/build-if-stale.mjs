// Builds the web app and the server when any source is newer than the last build.
// `--stamp` records that a build just finished (the last step of `npm run build`).
import { spawnSync } from "node:child_process";
import { pathToFileURL } from "node:url";
import { isBuildCurrent, recordBuild, root } from "./build-state.mjs";

export function buildIfStale() {
  if (isBuildCurrent()) return;
  console.log("Building AutoServ (sources changed since the last build)...");
  const result = spawnSync("npm", ["run", "build", "--silent"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (process.argv.includes("--stamp")) recordBuild();
  else buildIfStale();
}
