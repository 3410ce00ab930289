// npm run test:load — the built server under a mixed load of reads and writes across tickets and
// job cards (bench/load/mixed-load.ts) while 100 event streams stay open, on PGlite and on
// PostgreSQL: LOAD_RUNS runs of LOAD_SECONDS each after a short warm-up, the server's memory
// read after each. Fails (exit 1) on any error, any change event a stream was not told of, or a
// dropped stream; prints the latency and memory targets as met or missed. Memory: RSS after each
// run, and the heap left after a forced garbage collection (bench/load/heap-probe.cjs), whose
// growth run over run is what would show a leak. PGlite: the data folder's size after each run,
// the longest time one of its upkeep's VACUUM or ANALYZE statements held the database
// (bench/load/upkeep-probe.mjs), and how much throughput fell from the first run to the last.
//
// PostgreSQL: BENCH_DATABASE_URL or TEST_DATABASE_URL (a database is created in it), else a
// throwaway cluster from scripts/pg-throwaway.sh. Other settings: LOAD_STREAMS (100),
// LOAD_CONNECTIONS (10 requests in flight), LOAD_SEED_RECORDS (1000 tickets, half as many job
// cards), LOAD_WARMUP_SECONDS (5), LOAD_LOG_LEVEL (warn), LOAD_SKIP_PGLITE=1, LOAD_SKIP_POSTGRES=1,
// LOAD_RESULT_FILE (a JSON copy of the figures, for npm run bench).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { LoadHttp } from "./load/load-http";
import { runLoad, type LoadRunResult } from "./load/load-run";
import { openLoadShop, seedShop } from "./load/load-shop";
import { OPERATION_WEIGHTS, type OperationName } from "./load/mixed-load";
import { LatencyStats } from "./load/latency-stats";
import { heapAfterGc, memoryOf, startProbedServer, upkeepSteps } from "./load/process-probe";
import { folderSizeMb } from "./load/folder-size";
import { describeUpkeep, summarizeUpkeep } from "./load/upkeep-summary";
import {
  failuresOf,
  HEAP_GROWTH_FLOOR_MB,
  heapGrowthFlags,
  P99_TARGET_MS,
  runFigures,
  THROUGHPUT_FALL_TARGET,
  throughputFall,
  type LoadFigures,
  type RunFigures,
  type TargetFigures,
} from "./load/load-figures";
import { createDatabase, postgresServer } from "./load/postgres-target";
import { textTable } from "./summary/text-table";

const setting = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number of 0 or more`);
  return value;
};
const SECONDS = setting("LOAD_SECONDS", 60);
const RUNS = Math.max(1, setting("LOAD_RUNS", 3));
const STREAMS = setting("LOAD_STREAMS", 100);
const CONNECTIONS = Math.max(1, setting("LOAD_CONNECTIONS", 10));
const SEED_RECORDS = setting("LOAD_SEED_RECORDS", 1000);
const WARMUP_SECONDS = setting("LOAD_WARMUP_SECONDS", 5);

async function loadTarget(target: TargetFigures["target"], env: Record<string, string>, dataDir: string | null): Promise<{ figures: TargetFigures; operations: Record<OperationName, LatencyStats> }> {
  const server = await startProbedServer(env);
  // Two sockets more than the workers use: sign-ins and seeding never wait behind the load.
  const client = new LoadHttp(server.url, CONNECTIONS + 2);
  const operations = Object.fromEntries(Object.keys(OPERATION_WEIGHTS).map((name) => [name, new LatencyStats()])) as Record<OperationName, LatencyStats>;
  try {
    const shop = await openLoadShop(client);
    await seedShop(client, shop, { tickets: SEED_RECORDS, jobCards: Math.round(SEED_RECORDS / 2) });
    const options = { seconds: SECONDS, connections: CONNECTIONS, streams: STREAMS };
    // Unreported: the first seconds are the JIT's and the caches', not the server's steady state.
    const warmUp = WARMUP_SECONDS > 0 ? await runLoad(client, shop, { ...options, seconds: WARMUP_SECONDS, seed: 1000 }) : null;
    if (warmUp?.errors) printErrors(`${target} warm-up`, warmUp);
    // Upkeep after the seeding and the warm-up is not any run's.
    await upkeepSteps(server.child);
    const figures: TargetFigures = { target, runs: [], peakRssMb: null, warmUpErrors: warmUp?.errors ?? 0 };
    for (let run = 1; run <= RUNS; run += 1) {
      const result = await runLoad(client, shop, { ...options, seed: run });
      const memory = memoryOf(server.child.pid!);
      const heap = await heapAfterGc(server.child);
      const steps = dataDir ? await upkeepSteps(server.child) : null;
      const row = runFigures(run, result, {
        rssMb: memory?.rssMb ?? null,
        heapAfterGcMb: heap?.heapUsedMb ?? null,
        dataFolderMb: dataDir ? folderSizeMb(dataDir) : null,
        upkeep: steps && summarizeUpkeep(steps),
      });
      figures.runs.push(row);
      figures.peakRssMb = memory?.peakMb ?? null;
      for (const [name, stats] of Object.entries(result.byOperation)) operations[name as OperationName].merge(stats);
      console.log(
        `  ${target} run ${run}/${RUNS}: ${row.requestsPerSecond} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, ${row.errors} errors, ` +
          `${row.eventsReceived}/${row.eventsExpected} change events on ${STREAMS} streams, server RSS ${row.rssMb ?? "?"} MB, heap after GC ${row.heapAfterGcMb ?? "?"} MB${pgliteFigures(row)}`,
      );
      if (result.errors || result.events.dropped.length) printErrors(`${target} run ${run}`, result);
    }
    return { figures, operations };
  } finally {
    client.close();
    await server.stop();
  }
}

function pgliteFigures(row: RunFigures): string {
  if (row.dataFolderMb === null) return "";
  return `, data folder ${row.dataFolderMb} MB, ${row.upkeep ? describeUpkeep(row.upkeep) : "upkeep not measured"}`;
}

function printErrors(label: string, result: LoadRunResult): void {
  for (const sample of result.errorSamples) console.log(`    ${label}: ${sample}`);
  for (const reason of new Set(result.events.dropped)) console.log(`    ${label}: an event stream dropped: ${reason}`);
}

function printOperations(target: string, operations: Record<OperationName, LatencyStats>): void {
  console.log(`\n${target}, by request (all runs):`);
  const rows = Object.entries(operations).map(([name, stats]) => [
    name,
    String(stats.count),
    stats.percentile(0.5).toFixed(1),
    stats.percentile(0.99).toFixed(1),
    String(stats.errors),
  ]);
  console.log(textTable(["request", "count", "p50 ms", "p99 ms", "errors"], rows));
}

const build = spawnSync("node", ["scripts/build-if-stale.mjs"], { stdio: "inherit" });
if (build.status !== 0) throw new Error("the build failed");

console.log(
  `Load: ${STREAMS} open event streams and ${CONNECTIONS} requests in flight (60% list and search reads, 15% ticket creations, ` +
    `10% ticket edits, 10% job card creations and status changes, 5% job card views); ${RUNS} runs of ${SECONDS} s per target ` +
    `after a ${WARMUP_SECONDS} s warm-up, over ${SEED_RECORDS} seeded tickets.`,
);
const results: LoadFigures = { seconds: SECONDS, streams: STREAMS, connections: CONNECTIONS, targets: [], skipped: [] };
const byOperation: [string, Record<OperationName, LatencyStats>][] = [];

if (process.env.LOAD_SKIP_PGLITE !== "1") {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "autoserv-load-"));
  try {
    // A first start creates the database (PGlite's initdb takes hundreds of MB for a moment):
    // the measured server opens an existing one, so its peak memory is the load's.
    await (await startProbedServer({ DATA_DIR: dataDir })).stop();
    const { figures, operations } = await loadTarget("PGlite", { DATA_DIR: dataDir }, dataDir);
    results.targets.push(figures);
    byOperation.push(["PGlite", operations]);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
} else {
  results.skipped.push("PGlite: LOAD_SKIP_PGLITE=1");
}

const postgres = process.env.LOAD_SKIP_POSTGRES === "1" ? null : postgresServer();
if (postgres) {
  try {
    const database = await createDatabase(postgres.url);
    try {
      const { figures, operations } = await loadTarget("PostgreSQL", { DATABASE_URL: database.url }, null);
      results.targets.push(figures);
      byOperation.push(["PostgreSQL", operations]);
    } finally {
      await database.drop();
    }
  } finally {
    postgres.stop();
  }
} else {
  results.skipped.push(
    process.env.LOAD_SKIP_POSTGRES === "1" ? "PostgreSQL: LOAD_SKIP_POSTGRES=1" : "PostgreSQL: set BENCH_DATABASE_URL or install the postgresql server package",
  );
}

for (const [target, operations] of byOperation) printOperations(target, operations);

console.log(`\nLoad (${os.cpus().length} cores, built server; ${SECONDS} s per run, ${STREAMS} event streams, ${CONNECTIONS} requests in flight)`);
const rows = results.targets.flatMap((target) =>
  target.runs.map((run) => [
    target.target,
    String(run.run),
    String(run.requestsPerSecond),
    String(run.p50),
    String(run.p99),
    String(run.errors),
    `${run.eventsReceived}/${run.eventsExpected}`,
    String(run.rssMb ?? "?"),
    String(run.heapAfterGcMb ?? "?"),
    String(run.dataFolderMb ?? "-"),
    String(run.upkeep?.longestHeldMs ?? "-"),
  ]),
);
console.log(
  textTable(["target", "run", "req/s", "p50 ms", "p99 ms", "errors", "change events received/expected", "RSS MB after run", "heap MB after GC", "data folder MB", "longest upkeep hold ms"], rows),
);
for (const skipped of results.skipped) console.log(`skipped ${skipped}`);

const failures: string[] = [];
for (const target of results.targets) {
  const worstP99 = Math.max(...target.runs.map((run) => run.p99));
  const growth = heapGrowthFlags(target.runs);
  console.log(
    `${target.target}: peak RSS ${target.peakRssMb ?? "?"} MB; heap after GC run over run ` +
      (growth.length ? `GROWING (${growth.join(", ")})` : `steady (no run grew it by more than 10% and ${HEAP_GROWTH_FLOOR_MB} MB)`),
  );
  const fall = throughputFall(target.runs);
  if (target.target === "PGlite" && fall !== null) {
    const verdict = fall <= THROUGHPUT_FALL_TARGET ? "met" : "MISSED";
    console.log(`PGlite: throughput ${fall >= 0 ? "fell" : "rose"} ${Math.abs(Math.round(fall * 100))}% from run 1 to run ${target.runs.length} (target: falls ≤ ${THROUGHPUT_FALL_TARGET * 100}%): ${verdict}`);
  }
  if (target.target === "PostgreSQL") {
    console.log(`PostgreSQL: worst p99 ${worstP99} ms (target ≤ ${P99_TARGET_MS} ms): ${worstP99 <= P99_TARGET_MS ? "met" : "MISSED"}`);
  }
  failures.push(...failuresOf(target).map((failure) => `${target.target} ${failure}`));
}

if (process.env.LOAD_RESULT_FILE) fs.writeFileSync(process.env.LOAD_RESULT_FILE, JSON.stringify(results, null, 2));
if (failures.length) {
  console.log(`\nFAILED: ${failures.join("; ")}`);
  process.exitCode = 1;
} else {
  console.log("\nNo errors, no lost change events, no dropped streams.");
}
