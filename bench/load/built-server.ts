import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";

/** The built server (dist/server/index.js) as its own process, on a free port. */
export interface BuiltServer {
  base: string;
  child: ChildProcess;
}

export async function startBuiltServer(env: Record<string, string>): Promise<BuiltServer> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // BENCH_NODE_OPTIONS, e.g. "--cpu-prof", profiles the server under load (as in bench/api.ts).
  const nodeOptions = process.env.BENCH_NODE_OPTIONS?.split(" ").filter(Boolean) ?? [];
  const probe = ["--expose-gc", "--require", path.resolve("bench/load/heap-probe.cjs")];
  const child = spawn(process.execPath, [...nodeOptions, ...probe, "dist/server/index.js"], {
    // LOAD_LOG_LEVEL=info measures with the request log on, as a default install runs.
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1", APP_URL: base, LOG_LEVEL: process.env.LOAD_LOG_LEVEL ?? "warn" },
    stdio: ["ignore", "ignore", "inherit", "ipc"],
  });
  for (let attempt = 0; attempt < 1200; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}) before it served`);
    try {
      if ((await fetch(`${base}/api/health`)).status === 200) return { base, child };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill("SIGKILL");
  throw new Error("the server did not answer /api/health within 120 s");
}

export async function stopBuiltServer(server: BuiltServer): Promise<void> {
  if (server.child.exitCode !== null) return;
  const exited = new Promise((resolve) => server.child.once("exit", resolve));
  server.child.kill("SIGTERM");
  await exited;
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

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
