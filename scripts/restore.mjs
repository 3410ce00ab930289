// `npm run restore`: build what changed, then run the compiled restore command in this same process.
import { buildIfStale } from "./build-if-stale.mjs";

buildIfStale();
await import("../dist/server/cli/restore.js");
