import type { LoadRunResult } from "./load-run";
import type { UpkeepSummary } from "./upkeep-summary";

/** What one run of npm run test:load measured on one target. */
export interface RunFigures {
  run: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  eventsReceived: number;
  eventsExpected: number;
  droppedStreams: number;
  /** The server's resident memory right after the run, MB. */
  rssMb: number | null;
  /** The server's JavaScript heap in use after a full garbage collection that follows the run, MB. */
  heapAfterGcMb: number | null;
  /** PGlite: its data folder's size right after the run, MB. */
  dataFolderMb: number | null;
  /** PGlite: how long its upkeep's statements held the database during the run. */
  upkeep: UpkeepSummary | null;
}

export interface TargetFigures {
  target: "PGlite" | "PostgreSQL";
  runs: RunFigures[];
  peakRssMb: number | null;
  /** Errors of the unreported warm-up run; they count as much as any other. */
  warmUpErrors: number;
}

/** The file bench/load.ts writes when LOAD_RESULT_FILE is set (npm run bench reads it). */
export interface LoadFigures {
  seconds: number;
  streams: number;
  connections: number;
  targets: TargetFigures[];
  /** Targets that could not be run, with why. */
  skipped: string[];
}

export const P99_TARGET_MS = 100;
/**
 * Run-over-run growth of the heap left after garbage collection beyond this fraction (and beyond
 * HEAP_GROWTH_FLOOR_MB, so a small heap's noise is not a trend) is flagged as a possible leak. RSS
 * is shown too, but V8 keeps room it has grown into, so RSS rising is not by itself a leak.
 */
export const HEAP_GROWTH_FLAG = 0.1;
export const HEAP_GROWTH_FLOOR_MB = 2;

/** Throughput may fall by at most this fraction from the first run to the last (PGlite keeps its tables tidy). */
export const THROUGHPUT_FALL_TARGET = 0.1;

export function runFigures(run: number, result: LoadRunResult, probes: Pick<RunFigures, "rssMb" | "heapAfterGcMb" | "dataFolderMb" | "upkeep">): RunFigures {
  return {
    run,
    requestsPerSecond: Math.round(result.requestsPerSecond),
    p50: round1(result.p50),
    p99: round1(result.p99),
    errors: result.errors,
    eventsReceived: result.events.received,
    eventsExpected: result.events.expected,
    droppedStreams: result.events.dropped.length,
    ...probes,
  };
}

/** Runs after which the heap left by garbage collection grew over the run before, as "run 2: +14%". */
export function heapGrowthFlags(runs: RunFigures[]): string[] {
  return runs.flatMap((run, index) => {
    const before = runs[index - 1]?.heapAfterGcMb;
    if (!before || run.heapAfterGcMb === null) return [];
    const growth = run.heapAfterGcMb / before - 1;
    return growth > HEAP_GROWTH_FLAG && run.heapAfterGcMb - before > HEAP_GROWTH_FLOOR_MB ? [`run ${run.run}: +${Math.round(growth * 100)}%`] : [];
  });
}

/** How much throughput fell from the first run to the last, as a fraction (negative: it rose); null with one run. */
export function throughputFall(runs: RunFigures[]): number | null {
  const first = runs[0];
  const last = runs[runs.length - 1];
  if (!first || !last || runs.length < 2 || first.requestsPerSecond === 0) return null;
  return 1 - last.requestsPerSecond / first.requestsPerSecond;
}

/** A correctness failure of the target: any error, a lost or extra event, a dropped stream. */
export function failuresOf(target: TargetFigures): string[] {
  const failures: string[] = [];
  if (target.warmUpErrors > 0) failures.push(`${target.warmUpErrors} errors in the warm-up`);
  for (const run of target.runs) {
    if (run.errors > 0) failures.push(`run ${run.run}: ${run.errors} errors`);
    if (run.eventsReceived !== run.eventsExpected) failures.push(`run ${run.run}: ${run.eventsReceived} change events received, ${run.eventsExpected} expected`);
    if (run.droppedStreams > 0) failures.push(`run ${run.run}: ${run.droppedStreams} event streams dropped`);
  }
  return failures;
}

const round1 = (value: number) => Math.round(value * 10) / 10;
