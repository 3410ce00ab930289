import { spawn } from "node:child_process";

export interface StepOutput {
  script: string;
  /** Exit code; null when killed by a signal. */
  code: number | null;
  stdout: string;
  seconds: number;
}

/**
 * Runs `npm run <script>` with extra environment, passing its output through as it comes (a
 * long benchmark shows its progress) and keeping its stdout to read the figures from.
 */
export function runStep(script: string, env: Record<string, string>): Promise<StepOutput> {
  const started = Date.now();
  console.log(`\n=== npm run ${script}`);
  const child = spawn("npm", ["run", script, "--silent"], { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "inherit"] });
  let stdout = "";
  child.stdout.setEncoding("utf8");
  child.stdout.on("data", (chunk: string) => {
    stdout += chunk;
    process.stdout.write(chunk);
  });
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code) => resolve({ script, code, stdout, seconds: Math.round((Date.now() - started) / 1000) }));
  });
}
