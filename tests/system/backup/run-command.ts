import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));

export interface CommandRun {
  child: ChildProcess;
  /** stdout and stderr so far. */
  output: () => { stdout: string; stderr: string };
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Starts `npm run backup` or `npm run restore` as the built commands run them, from the sources
 * through tsx (building dist/ here would race other suites using it), with only the environment given.
 */
export function startCommand(command: "backup" | "restore", args: string[], env: Record<string, string>): CommandRun {
  const child = spawn(process.execPath, ["--import", "tsx", `src/server/cli/${command}.ts`, ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = once(child, "exit").then(([code, signal]) => ({ code: code as number | null, signal: signal as NodeJS.Signals | null }));
  return { child, output: () => ({ stdout, stderr }), exited };
}

/** Runs the command to its end. */
export async function runCommand(command: "backup" | "restore", args: string[], env: Record<string, string>) {
  const run = startCommand(command, args, env);
  const { code } = await run.exited;
  return { code, ...run.output() };
}
