import type { LoadFigures } from "../load/load-figures";
import { P99_TARGET_MS, heapGrowthFlags } from "../load/load-figures";
import type { Figure } from "./figure";

/**
 * The indented "label: value (target …)" lines a benchmark prints under its summary heading
 * (bench/start.ts and bench/web.ts print their figures so).
 */
export function labelledFigures(benchmark: string, stdout: string, heading: string): Figure[] {
  const start = stdout.lastIndexOf(heading);
  if (start < 0) return [];
  return stdout
    .slice(start)
    .split("\n")
    .flatMap((line) => {
      const match = /^\s+([^(:][^:]*?):\s+(.+?)(?:\s+\(target (.+)\))?\s*$/.exec(line);
      return match ? [{ benchmark, figure: match[1]!, value: match[2]!, target: match[3] ?? "" }] : [];
    });
}

/** bench/start.ts: the start-up lines, and the login page's JavaScript total. */
export function startFigures(stdout: string): Figure[] {
  const figures = labelledFigures("start-up", stdout, "Start-up (");
  const total = /^\s+total\s+([\d.]+ KB)\s+\(target (.+)\)\s*$/m.exec(stdout);
  if (total) figures.push({ benchmark: "start-up", figure: "JavaScript the login page loads (gzip -9)", value: total[1]!, target: total[2]! });
  return figures;
}

/** bench/api.ts: its table of cases (columns two or more spaces apart) and its memory line. */
export function apiFigures(stdout: string): Figure[] {
  const lines = stdout.split("\n");
  const headerAt = lines.findIndex((line) => /^target\s{2,}case\s{2,}p50 ms/.test(line));
  if (headerAt < 0) return [];
  const figures: Figure[] = [];
  for (const line of lines.slice(headerAt + 2)) {
    const cells = line.trim().split(/\s{2,}/);
    if (cells.length !== 9) break;
    const [target, name, p50, p99, fixedRate, maxRps, serverCpu, databaseCpu, errors] = cells as [string, string, string, string, string, string, string, string, string];
    const cpu = serverCpu === "-" ? "" : `, CPU ${serverCpu} µs/req${databaseCpu === "-" ? "" : ` (+ PostgreSQL ${databaseCpu})`}`;
    figures.push({
      benchmark: "API lists",
      figure: `${target}: ${name}`,
      value: `p50 ${p50} ms, p99 ${p99} ms at ${fixedRate} req/s; flat out ${maxRps} req/s${cpu}; ${errors} errors`,
      target: target === "PostgreSQL" ? "p99 ≤ 30 ms at 200 req/s" : "",
    });
  }
  const memory = /^(.*peak RSS.*?)(?: \(target (.+)\))?$/m.exec(stdout);
  if (memory) figures.push({ benchmark: "API lists", figure: "server memory", value: memory[1]!, target: memory[2] ?? "" });
  return figures;
}

/** bench/load.ts's figures (LOAD_RESULT_FILE): one row per target and run. */
export function loadFigures(results: LoadFigures): Figure[] {
  const figures = results.targets.flatMap((target) =>
    target.runs.map((run) => ({
      benchmark: "load",
      figure: `${target.target} run ${run.run} (${results.seconds} s, ${results.streams} streams, ${results.connections} in flight)`,
      value:
        `${run.requestsPerSecond} req/s, p50 ${run.p50} ms, p99 ${run.p99} ms, ${run.errors} errors, ` +
        `${run.eventsReceived}/${run.eventsExpected} events, RSS ${run.rssMb ?? "?"} MB`,
      target: `0 errors, every event${target.target === "PostgreSQL" ? `, p99 ≤ ${P99_TARGET_MS} ms` : ""}`,
    })),
  );
  for (const target of results.targets) {
    const growth = heapGrowthFlags(target.runs);
    figures.push({
      benchmark: "load",
      figure: `${target.target} server memory`,
      value:
        `heap after GC ${target.runs.map((run) => run.heapAfterGcMb ?? "?").join(" → ")} MB, ` +
        `RSS after each run ${target.runs.map((run) => run.rssMb ?? "?").join(" → ")} MB, peak ${target.peakRssMb ?? "?"} MB${growth.length ? `; GROWING ${growth.join(", ")}` : ""}`,
      target: "heap after GC: no run-over-run growth > 10%",
    });
  }
  for (const skipped of results.skipped) figures.push({ benchmark: "load", figure: "skipped", value: skipped, target: "" });
  return figures;
}
