import type { UpkeepStep } from "../../src/server/db/upkeep";

/** How long PGlite's upkeep held the database over a stretch of load: what a request may have waited for it. */
export interface UpkeepSummary {
  statements: number;
  medianHeldMs: number;
  p99HeldMs: number;
  longestHeldMs: number;
  /** The statement that held it longest, and why it was due. */
  longest: string;
}

export function summarizeUpkeep(steps: UpkeepStep[]): UpkeepSummary {
  const held = steps.map((step) => step.heldMs).sort((a, b) => a - b);
  const at = (fraction: number) => held[Math.min(held.length - 1, Math.ceil(fraction * held.length) - 1)] ?? 0;
  const longest = steps.find((step) => step.heldMs === held[held.length - 1]);
  return {
    statements: steps.length,
    medianHeldMs: at(0.5),
    p99HeldMs: at(0.99),
    longestHeldMs: held[held.length - 1] ?? 0,
    longest: longest ? `${longest.statement} (${longest.reason})` : "-",
  };
}

export function describeUpkeep(summary: UpkeepSummary): string {
  if (summary.statements === 0) return "no upkeep statements";
  return (
    `${summary.statements} upkeep statements held the database median ${summary.medianHeldMs} ms, p99 ${summary.p99HeldMs} ms, ` +
    `longest ${summary.longestHeldMs} ms: ${summary.longest}`
  );
}
