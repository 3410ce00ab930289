/** Latencies and failures of one kind of request, and the figures a report prints. */
export class LatencyStats {
  private readonly times: number[] = [];
  errors = 0;
  /** The first few failures, for the report: what was sent and what came back. */
  readonly errorSamples: string[] = [];

  record(ms: number): void {
    this.times.push(ms);
  }

  fail(ms: number, description: string): void {
    this.times.push(ms);
    this.errors += 1;
    if (this.errorSamples.length < 5) this.errorSamples.push(description);
  }

  get count(): number {
    return this.times.length;
  }

  /** Adds another's latencies and failures to this one's. */
  merge(other: LatencyStats): void {
    // One at a time: a spread of a long run's latencies would pass the engine's argument limit.
    for (const ms of other.times) this.times.push(ms);
    this.errors += other.errors;
    for (const sample of other.errorSamples) if (this.errorSamples.length < 5) this.errorSamples.push(sample);
  }

  /** The latency (ms) below which `fraction` of the requests finished; nearest rank. */
  percentile(fraction: number): number {
    if (this.times.length === 0) return 0;
    const sorted = [...this.times].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
  }
}
