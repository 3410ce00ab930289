// `npm run backup`: build what changed, then run the compiled backup command in this same process.
import { buildIfStale } from "./build-if-stale.mjs";

buildIfStale();
await import("../dist/server/cli/backup.js");
