import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import path from "node:path";
import { freePort } from "./free-port";

const ROOT = path.resolve(import.meta.dirname, "../..");

export interface BuiltServer {
  url: string;
  child: ChildProcess;
  /** Everything the process printed so far (empty when its output goes to the parent's). */
  output: () => string;
  /** SIGTERM, as a stopping container gets; resolves with the exit code and how long it took. */
  stop: () => Promise<{ code: number | null; ms: number }>;
}

export interface BuiltServerOptions {
  /** Arguments for node before the script: a profiler, bench's heap probe. */
  nodeArgs?: string[];
  /**
   * The whole parent environment (bench scripts, which pass settings through it); by default
   * only PATH and HOME, so no stray DATABASE_URL or DATA_DIR of the caller's reaches the server.
   */
  inheritEnv?: boolean;
  /** An IPC channel to the process, for bench's heap probe; its output then goes to the parent's. */
  ipc?: boolean;
  logLevel?: string;
  timeoutMs?: number;
  /** A port of the caller's choosing: a server started again after a crash keeps its address (and so its browsers' data). */
  port?: number;
}

/**
 * The one way tests, end-to-end checks and benchmarks start the built app
 * (`node dist/server/index.js`): on a free port of 127.0.0.1, answering /api/health.
 */
export async function startBuiltServer(env: Record<string, string>, options: BuiltServerOptions = {}): Promise<BuiltServer> {
  const { nodeArgs = [], inheritEnv = false, ipc = false, logLevel = "warn", timeoutMs = 120_000 } = options;
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const base = inheritEnv ? process.env : { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "" };
  const child = spawn(process.execPath, [...nodeArgs, "dist/server/index.js"], {
    cwd: ROOT,
    env: { ...base, PORT: String(port), HOST: "127.0.0.1", APP_URL: url, LOG_LEVEL: logLevel, ...env },
    stdio: ipc ? ["ignore", "ignore", "inherit", "ipc"] : ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, "exit").then(([code]) => code as number | null);

  const deadline = Date.now() + timeoutMs;
  while (!(await healthy(url))) {
    if (child.exitCode !== null) throw new Error(`The server at ${url} exited early (${child.exitCode}):\n${output}`);
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`The server at ${url} did not become healthy in ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, child, output: () => output, stop: () => stop(child, exited) };
}

async function stop(child: ChildProcess, exited: Promise<number | null>) {
  const started = Date.now();
  if (child.exitCode !== null) return { code: child.exitCode, ms: 0 };
  child.kill("SIGTERM");
  // Past the server's own 10 s grace, something is stuck: end it so the run does not hang.
  const killer = setTimeout(() => child.kill("SIGKILL"), 20_000);
  const code = await exited;
  clearTimeout(killer);
  return { code, ms: Date.now() - started };
}

async function healthy(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/api/health`)).status === 200;
  } catch {
    return false;
  }
}
