import fc from "fast-check";
import type { DatabaseKind } from "../../../src/server/db/database";

// Tests are not the server: they may read their own variables here (as test-database.ts does).
const seedText = process.env.HOSTILE_SEED?.trim();

/** One fixed seed, so a failure comes back on the next run; HOSTILE_SEED=<n> replays another. */
export const FUZZ_SEED = seedText ? Number(seedText) : 20_260_707;
if (!Number.isSafeInteger(FUZZ_SEED)) throw new Error(`HOSTILE_SEED must be a whole number, not "${seedText}".`);

/** PostgreSQL is a second opinion on the same code: a fifth of the runs keeps `npm test` short. */
const POSTGRES_SHARE = 0.2;

export function runsOn(kind: DatabaseKind, pgliteRuns: number): number {
  return kind === "pglite" ? pgliteRuns : Math.max(3, Math.ceil(pgliteRuns * POSTGRES_SHARE));
}

/**
 * fc.assert with the suite's seed, after the given examples. A failure names the seed on its first line, then what went
 * wrong and fast-check's shrunk counterexample; the same seed replays the same run.
 */
export async function assertProperty<T>(property: fc.IAsyncPropertyWithHooks<T>, numRuns: number, examples: T[] = []): Promise<void> {
  try {
    await fc.assert(property, { seed: FUZZ_SEED, numRuns, examples });
  } catch (error) {
    // Lines cut short: a counterexample may hold a body of half a megabyte.
    const message = (error instanceof Error ? error.message : String(error))
      .split("\n")
      .map((line) => (line.length > 1500 ? `${line.slice(0, 1500)}…` : line))
      .join("\n");
    // fast-check keeps the property's own error as the cause; its message says what went wrong.
    const cause = error instanceof Error && error.cause instanceof Error ? `\nCause: ${error.cause.message.slice(0, 1500)}` : "";
    throw new Error(`Hostile input failed with HOSTILE_SEED=${FUZZ_SEED} (replay: HOSTILE_SEED=${FUZZ_SEED} npx vitest run tests/system/hostile-input).${cause}\n${message}`, {
      cause: error,
    });
  }
}
