import { LatencyStats } from "./latency-stats";
import { openEventStream, type EventStream } from "./event-stream";
import type { LoadHttp } from "./load-http";
import type { LoadShop } from "./load-shop";
import { runMixedLoad, type OperationName } from "./mixed-load";

export interface LoadRunOptions {
  seconds: number;
  /** Requests in flight at once (each worker waits for its answer before the next). */
  connections: number;
  /** Event streams held open for the whole run, spread over the shop's listeners. */
  streams: number;
  /** Varies the mix's random choices from run to run, repeatably. */
  seed: number;
}

export interface LoadRunResult {
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  errorSamples: string[];
  byOperation: Record<OperationName, LatencyStats>;
  events: {
    /** Change events the streams received, all streams together. */
    received: number;
    /** What they should have received: every successful write, told to each stream whose role may list that record. */
    expected: number;
    streams: number;
    /** Streams that received no change event at all. */
    silentStreams: number;
    /** Streams the server ended or that failed during the run. */
    dropped: string[];
  };
}

/** How long the streams get, once the load stops, to be told of the last writes. */
const DRAIN_MS = 15_000;

/**
 * One run: opens the event streams, waits until the server listens on each, drives the mixed load,
 * then waits for every stream to be told of every write it may see before closing them.
 */
export async function runLoad(client: LoadHttp, shop: LoadShop, options: LoadRunOptions): Promise<LoadRunResult> {
  const { listeners } = shop;
  const streams = Array.from({ length: options.streams }, (_, index) => {
    const listener = listeners[index % listeners.length]!;
    return { ...listener, stream: openEventStream(client.base, listener.session.cookie) };
  });
  try {
    await Promise.all(streams.map(({ stream }) => stream.connected));
    const mixed = await runMixedLoad(client, shop, options);
    const expectedOf = (seesTickets: boolean) => mixed.changes.jobCards + (seesTickets ? mixed.changes.tickets : 0);
    const receivedOf = (stream: EventStream) => stream.changes.tickets + stream.changes["job-cards"];
    const drainUntil = Date.now() + DRAIN_MS;
    while (Date.now() < drainUntil && streams.some(({ stream, seesTickets }) => receivedOf(stream) < expectedOf(seesTickets) && !stream.droppedBecause)) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }

    const all = new LatencyStats();
    for (const stats of Object.values(mixed.byOperation)) all.merge(stats);
    return {
      requests: all.count,
      requestsPerSecond: all.count / mixed.seconds,
      p50: all.percentile(0.5),
      p99: all.percentile(0.99),
      errors: all.errors,
      errorSamples: all.errorSamples,
      byOperation: mixed.byOperation,
      events: {
        received: streams.reduce((sum, { stream }) => sum + receivedOf(stream), 0),
        expected: streams.reduce((sum, { seesTickets }) => sum + expectedOf(seesTickets), 0),
        streams: streams.length,
        silentStreams: streams.filter(({ stream }) => receivedOf(stream) === 0).length,
        dropped: streams.flatMap(({ stream }) => (stream.droppedBecause ? [stream.droppedBecause] : [])),
      },
    };
  } finally {
    for (const { stream } of streams) stream.close();
  }
}
