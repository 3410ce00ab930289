import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import net from "node:net";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../..");

export interface BuiltServer {
  url: string;
  /** Everything the process printed so far. */
  output: () => string;
  /** SIGTERM, as a stopping container gets; resolves with the exit code and how long it took. */
  stop: () => Promise<{ code: number | null; ms: number }>;
}

/** A port nothing listens on right now, so APP_URL can name it before the server starts. */
export async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as net.AddressInfo;
  server.close();
  await once(server, "close");
  return port;
}

/** Starts the built app (`node dist/server/index.js`) and waits until /api/health answers. */
export async function startBuiltServer(env: Record<string, string>, timeoutMs = 60_000): Promise<BuiltServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["dist/server/index.js"], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", PORT: String(port), HOST: "127.0.0.1", APP_URL: url, LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, "exit").then(([code]) => code as number | null);

  const deadline = Date.now() + timeoutMs;
  while (!(await healthy(url))) {
    if (child.exitCode !== null) throw new Error(`The server at ${url} exited early:\n${output}`);
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`The server at ${url} did not become healthy in ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, output: () => output, stop: () => stop(child, exited) };
}

async function stop(child: ChildProcess, exited: Promise<number | null>) {
  const started = Date.now();
  if (child.exitCode !== null) return { code: child.exitCode, ms: 0 };
  child.kill("SIGTERM");
  // Past the server's own 10 s grace, something is stuck: end it so the test run does not hang.
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
