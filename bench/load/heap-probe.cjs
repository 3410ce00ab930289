// Preloaded into the measured server by bench/load.ts (node --expose-gc --require): on the
// message "heap-after-gc" over the IPC channel it collects garbage and answers with the heap
// still in use. Resident memory alone cannot tell a leak from V8 keeping room it has grown into.
"use strict";

if (process.send) {
  // The channel must not keep the server alive when it is asked to stop.
  process.channel?.unref();
  process.on("message", (message) => {
    if (message !== "heap-after-gc") return;
    // Twice: the first collection can leave objects whose finalisers free more.
    globalThis.gc();
    globalThis.gc();
    process.send({ heapUsedMb: Math.round(process.memoryUsage().heapUsed / 1048576) });
  });
}
