import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { UpkeepStep } from "../../src/server/db/upkeep";
import { startBuiltServer, type BuiltServer } from "../../tests/support/built-server";

/**
 * The built server for a load run: with the heap and upkeep probes (bench/load/heap-probe.cjs,
 * upkeep-probe.mjs) loaded and the parent's environment passed on. BENCH_NODE_OPTIONS, e.g.
 * "--cpu-prof", profiles it; LOAD_LOG_LEVEL=info measures with the request log on, as a default
 * install runs.
 */
export function startProbedServer(env: Record<string, string>): Promise<BuiltServer> {
  const nodeOptions = process.env.BENCH_NODE_OPTIONS?.split(" ").filter(Boolean) ?? [];
  const probe = [
    "--expose-gc",
    "--require",
    path.resolve("bench/load/heap-probe.cjs"),
    "--import",
    pathToFileURL(path.resolve("bench/load/upkeep-probe.mjs")).href,
  ];
  return startBuiltServer(env, {
    nodeArgs: [...nodeOptions, ...probe],
    inheritEnv: true,
    ipc: true,
    logLevel: process.env.LOAD_LOG_LEVEL ?? "warn",
  });
}

/** Resident memory (VmRSS) and its peak so far (VmHWM) in MB, from Linux's /proc; null elsewhere. */
export function memoryOf(pid: number): { rssMb: number; peakMb: number } | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? NaN);
    return { rssMb: Math.round(kb("VmRSS") / 1024), peakMb: Math.round(kb("VmHWM") / 1024) };
  } catch {
    return null;
  }
}

/**
 * The server's JavaScript heap still in use after a full garbage collection, in MB, through
 * bench/load/heap-probe.cjs; null if it does not answer.
 */
export async function heapAfterGc(child: ChildProcess): Promise<{ heapUsedMb: number } | null> {
  if (!child.connected) return null;
  return new Promise((resolve) => {
    const timer = setTimeout(() => finish(null), 10_000);
    const onMessage = (message: unknown) => finish(message as { heapUsedMb: number });
    const finish = (answer: { heapUsedMb: number } | null) => {
      clearTimeout(timer);
      child.off("message", onMessage);
      resolve(answer);
    };
    child.on("message", onMessage);
    child.send("heap-after-gc");
  });
}

/**
 * The PGlite upkeep's VACUUM and ANALYZE statements since the last call, through
 * bench/load/upkeep-probe.mjs; null if the server does not answer.
 */
export async function upkeepSteps(child: ChildProcess): Promise<UpkeepStep[] | null> {
  if (!child.connected) return null;
  return new Promise((resolve) => {
    const timer = setTimeout(() => finish(null), 10_000);
    const onMessage = (message: unknown) => {
      if (typeof message === "object" && message !== null && "upkeepSteps" in message) finish((message as { upkeepSteps: UpkeepStep[] }).upkeepSteps);
    };
    const finish = (answer: UpkeepStep[] | null) => {
      clearTimeout(timer);
      child.off("message", onMessage);
      resolve(answer);
    };
    child.on("message", onMessage);
    child.send("upkeep-steps");
  });
}
