import type { LoadRunResult } from "../../src/server/load/load-run";

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
/** Run-over-run RSS growth beyond this fraction is flagged as a possible leak. */
export const RSS_GROWTH_FLAG = 0.1;

export function runFigures(run: number, result: LoadRunResult, rssMb: number | null): RunFigures {
  return {
    run,
    requestsPerSecond: Math.round(result.requestsPerSecond),
    p50: round1(result.p50),
    p99: round1(result.p99),
    errors: result.errors,
    eventsReceived: result.events.received,
    eventsExpected: result.events.expected,
    droppedStreams: result.events.dropped.length,
    rssMb,
  };
}

/** Runs whose RSS grew by more than RSS_GROWTH_FLAG over the run before, as "run 2: +14%". */
export function rssGrowthFlags(runs: RunFigures[]): string[] {
  return runs.flatMap((run, index) => {
    const before = runs[index - 1]?.rssMb;
    if (!before || run.rssMb === null) return [];
    const growth = run.rssMb / before - 1;
    return growth > RSS_GROWTH_FLAG ? [`run ${run.run}: +${Math.round(growth * 100)}%`] : [];
  });
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
