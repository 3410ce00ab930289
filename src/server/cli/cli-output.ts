import { EnvError, parseEnv, type Env } from "../env";

/** One clear line on stderr and exit code 1, no stack trace. */
export function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

/** The environment as the server reads it; a bad variable ends the command with its one line. */
export function envOrExit(): Env {
  try {
    return parseEnv();
  } catch (error) {
    if (error instanceof EnvError) fail(error.message);
    throw error;
  }
}

/** "12.3 MB (12,345,678 bytes)": readable, and exact for whoever compares files. */
export function formatBytes(bytes: number): string {
  const units = ["bytes", "KB", "MB", "GB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  const exact = `${bytes.toLocaleString("en-US")} bytes`;
  return unit === 0 ? exact : `${value.toFixed(1)} ${units[unit]} (${exact})`;
}
