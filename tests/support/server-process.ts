import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

export interface RunningServer {
  process: ChildProcess;
  port: number;
  url: string;
  /** Everything the process printed so far, stdout and stderr together. */
  output: () => string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

/**
 * Starts the real server as `npm run serve` would (node --import tsx) on a free port, and waits
 * for /api/health. The port is read from the server's own "listening" log line.
 */
export async function startServer(env: Record<string, string>, timeoutMs = 60_000): Promise<RunningServer> {
  return untilHealthy(spawnServer(env), timeoutMs);
}

/** Kills a server still running (SIGKILL) and waits for its exit; null or an ended one is left alone. */
export async function killServer(server: RunningServer | null): Promise<void> {
  if (!server || server.process.exitCode !== null) return;
  server.process.kill("SIGKILL");
  await server.exited;
}

/** Starts the server process and returns at once, for watching its output while it starts. */
export function spawnServer(env: Record<string, string>): Omit<RunningServer, "port" | "url"> {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/index.ts"], {
    cwd: ROOT,
    env: { ...pickInherited(), PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, "exit").then(([code]) => code as number | null);
  return { process: child, output: () => output, exited };
}

/** Waits for the spawned server's /api/health; kills it if that takes longer than `timeoutMs`. */
export async function untilHealthy(spawned: Omit<RunningServer, "port" | "url">, timeoutMs = 60_000): Promise<RunningServer> {
  const { process: child, output } = spawned;
  const deadline = Date.now() + timeoutMs;

  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${output()}`);
    const port = Number(/"port":(\d+)/.exec(output())?.[1] ?? 0);
    if (port && (await healthy(port))) return { ...spawned, port, url: `http://127.0.0.1:${port}` };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill("SIGKILL");
  throw new Error(`The server did not become healthy in ${timeoutMs} ms:\n${output()}`);
}

/** Runs the server to completion (for start-up failures) and returns its exit code and output. */
export async function runServerExpectingExit(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/index.ts"], {
    cwd: ROOT,
    env: { ...pickInherited(), PORT: "0", HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const [code] = await once(child, "exit");
  return { code: code as number | null, output };
}

async function healthy(port: number): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`);
    return response.status === 200;
  } catch {
    return false;
  }
}

/** Only what a server needs from the parent; no stray DATABASE_URL or DATA_DIR leaks in. */
function pickInherited(): Record<string, string> {
  const keep = ["PATH", "HOME", "TMPDIR", "LANG", "NODE_OPTIONS"];
  return Object.fromEntries(
    keep.flatMap((key) => (process.env[key] ? [[key, process.env[key] as string]] : [])),
  );
}
