// npm run bench — every benchmark of the project in turn (bundle sizes, npm run bench:start,
// bench:api, bench:web, bench:sync and test:load), then one table of their figures with the machine they ran
// on, in Markdown, to paste into a note. A benchmark that fails is named in the table and the
// others still run; the exit code is then 1.
//
// BENCH_QUICK=1 shortens everything for a trial (BENCH_SECONDS=5, BENCH_ROWS=10000,
// LOAD_SECONDS=10, LOAD_RUNS=2, ...; a variable already set wins). BENCH_ONLY=bundle,start,api,web,sync,load
// picks benchmarks.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { LoadFigures } from "./load/load-figures";
import { markdownTable } from "./summary/text-table";
import { bundleFigures } from "./summary/bundle-sizes";
import type { Figure } from "./summary/figure";
import { apiFigures, labelledFigures, loadFigures, startFigures } from "./summary/parse-figures";
import { runStep } from "./summary/run-step";

const QUICK_SETTINGS = {
  BENCH_SECONDS: "5",
  BENCH_ROWS: "10000",
  LOAD_SECONDS: "10",
  LOAD_RUNS: "2",
  LOAD_WARMUP_SECONDS: "2",
  LOAD_SEED_RECORDS: "500",
  SYNC_LARGE_VEHICLES: "5000",
  SYNC_LARGE_SERVICES: "20000",
};
const quick = process.env.BENCH_QUICK === "1";
const env: Record<string, string> = quick ? Object.fromEntries(Object.entries(QUICK_SETTINGS).map(([name, value]) => [name, process.env[name] ?? value])) : {};

const BENCHMARKS = ["bundle", "start", "api", "web", "sync", "load"] as const;
const only = process.env.BENCH_ONLY?.split(",").map((name) => name.trim()).filter(Boolean);
const unknown = only?.filter((name) => !(BENCHMARKS as readonly string[]).includes(name)) ?? [];
if (unknown.length) throw new Error(`BENCH_ONLY names ${unknown.join(", ")}; known: ${BENCHMARKS.join(", ")}`);
const wanted = (name: (typeof BENCHMARKS)[number]) => !only || only.includes(name);

const figures: Figure[] = [];
const failed: string[] = [];
const timings: string[] = [];

/** Runs one npm script and adds what `read` finds in its output, or the failure. */
async function step(benchmark: string, script: string, read: (stdout: string) => Figure[], extraEnv: Record<string, string> = {}): Promise<void> {
  const output = await runStep(script, { ...env, ...extraEnv });
  timings.push(`${script} ${output.seconds} s`);
  const found = read(output.stdout);
  figures.push(...found);
  if (output.code !== 0) {
    failed.push(`npm run ${script} (exit ${output.code})`);
    figures.push({ benchmark, figure: `npm run ${script}`, value: `FAILED (exit ${output.code})`, target: "" });
  } else if (found.length === 0) {
    figures.push({ benchmark, figure: `npm run ${script}`, value: "no figures found in its output", target: "" });
  }
}

const build = spawnSync("node", ["scripts/build-if-stale.mjs"], { stdio: "inherit" });
if (build.status !== 0) throw new Error("the build failed");

if (wanted("bundle")) figures.push(...bundleFigures());
if (wanted("start")) await step("start-up", "bench:start", startFigures);
if (wanted("api")) await step("API lists", "bench:api", apiFigures);
if (wanted("web")) await step("browser lists", "bench:web", (stdout) => labelledFigures("browser lists", stdout, "Browser lists ("));
if (wanted("sync")) await step("shop records", "bench:sync", (stdout) => labelledFigures("shop records", stdout, "Shop records ("));
if (wanted("load")) {
  const resultDir = fs.mkdtempSync(path.join(os.tmpdir(), "autoserv-bench-load-"));
  const resultFile = path.join(resultDir, "load.json");
  try {
    await step("load", "test:load", () => (fs.existsSync(resultFile) ? loadFigures(JSON.parse(fs.readFileSync(resultFile, "utf8")) as LoadFigures) : []), {
      LOAD_RESULT_FILE: resultFile,
    });
  } finally {
    fs.rmSync(resultDir, { recursive: true, force: true });
  }
}

const cpus = os.cpus();
const gb = (bytes: number) => `${(bytes / 1024 ** 3).toFixed(1)} GB`;
console.log(`\n## AutoServ benchmarks${quick ? " (BENCH_QUICK=1: shortened runs)" : ""}\n`);
console.log(`Machine: ${cpus.length} cores, ${cpus[0]?.model.trim() ?? "unknown CPU"}, ${gb(os.totalmem())} memory; Node.js ${process.version}, ${os.type()} ${os.release()}.`);
console.log(`Run: \`${quick ? "BENCH_QUICK=1 " : ""}${only ? `BENCH_ONLY=${only.join(",")} ` : ""}npm run bench\` on ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC (${timings.join(", ") || "no npm scripts"}).\n`);
console.log(markdownTable(["benchmark", "figure", "value", "target"], figures.map((figure) => [figure.benchmark, figure.figure, figure.value, figure.target])));
if (failed.length) {
  console.log(`\nFailed: ${failed.join("; ")}`);
  process.exitCode = 1;
}
