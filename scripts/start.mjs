// `npm start`: build what changed, then run the compiled server in this same process.
import { buildIfStale } from "./build-if-stale.mjs";

buildIfStale();
await import("../dist/server/index.js");
