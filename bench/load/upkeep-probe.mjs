// Preloaded into the measured server by the benchmarks (node --import): collects each step of the
// PGlite upkeep (src/server/db/upkeep.ts publishes them on a diagnostics channel) and, on the
// message "upkeep-steps" over the IPC channel, answers with those since the last ask. How long
// each VACUUM or ANALYZE held the database is how long a request could wait because of it.
import diagnostics from "node:diagnostics_channel";

if (process.send) {
  let steps = [];
  diagnostics.subscribe("autoserv:upkeep", (step) => steps.push(step));
  // The channel must not keep the server alive when it is asked to stop.
  process.channel?.unref();
  process.on("message", (message) => {
    if (message !== "upkeep-steps") return;
    process.send({ upkeepSteps: steps });
    steps = [];
  });
}
