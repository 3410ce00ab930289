// npm run test:load:streams — one signed-in user opens GET /api/events 5,000 times against the
// built server (PGlite), holding every stream the server lets it keep, as a runaway tab or script
// would. Meanwhile GET /api/health and sign-in (of another user) are timed, next to a baseline
// taken before. Then STREAMS_MEMORY_STREAMS streams are held open across several users, to read
// the server's memory per open stream. Prints figures; asserts nothing.
//
// Memory: resident (RSS, from /proc) and the JavaScript heap left after a forced garbage
// collection (bench/load/heap-probe.cjs). Settings: STREAMS_ATTEMPTS (5000),
// STREAMS_IN_FLIGHT (100 attempts at a time), STREAMS_MEMORY_STREAMS (1000), LOAD_LOG_LEVEL (warn).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { EVENTS_MAX_STREAMS_PER_USER } from "../src/server/events/stream-limits";
import { EventStreamRefused, openEventStream, type EventStream } from "./load/event-stream";
import { LatencyStats } from "./load/latency-stats";
import { LoadHttp } from "./load/load-http";
import { heapAfterGc, memoryOf, startProbedServer } from "./load/process-probe";
import type { BuiltServer } from "../tests/support/built-server";
import { textTable } from "./summary/text-table";
import { setting } from "./load/setting";

const ATTEMPTS = setting("STREAMS_ATTEMPTS", 5000);
const IN_FLIGHT = setting("STREAMS_IN_FLIGHT", 100);
const MEMORY_STREAMS = setting("STREAMS_MEMORY_STREAMS", 1000);
const BASELINE_HEALTH_CHECKS = 200;
const BASELINE_SIGN_INS = 20;
const PASSWORD = "stream test password";

interface Memory {
  rssMb: number | null;
  heapAfterGcMb: number | null;
  /** Open file descriptors of the server: every stream holds one socket. */
  fds: number | null;
}

async function memory(server: BuiltServer): Promise<Memory> {
  const pid = server.child.pid!;
  let fds: number | null = null;
  try {
    fds = fs.readdirSync(`/proc/${pid}/fd`).length;
  } catch {
    // not Linux
  }
  return { rssMb: memoryOf(pid)?.rssMb ?? null, heapAfterGcMb: (await heapAfterGc(server.child))?.heapUsedMb ?? null, fds };
}

async function signUpAndIn(client: LoadHttp, email: string): Promise<string> {
  await client.json("POST", "/api/auth/sign-up/email", undefined, { email, password: PASSWORD, name: email.split("@")[0] });
  return signIn(client, email);
}

async function signIn(client: LoadHttp, email: string): Promise<string> {
  const answer = await client.request("POST", "/api/auth/sign-in/email", undefined, { email, password: PASSWORD });
  if (answer.status !== 200) throw new Error(`sign-in of ${email} answered ${answer.status}: ${answer.body}`);
  return answer.setCookie.map((line) => line.split(";")[0]).join("; ");
}

/** Times GET /api/health and a sign-in, one after another, until `until` settles (or `count` of each). */
async function probe(client: LoadHttp, email: string, options: { until?: Promise<unknown>; healthChecks?: number; signIns?: number }) {
  const health = new LatencyStats();
  const signIns = new LatencyStats();
  let done = false;
  const stop = () => (done = true);
  void options.until?.then(stop, stop);
  const time = async (stats: LatencyStats, request: () => Promise<{ status: number; ms: number; body: string }>) => {
    const started = performance.now();
    try {
      const answer = await request();
      if (answer.status === 200) stats.record(answer.ms);
      else stats.fail(answer.ms, `${answer.status} ${answer.body.slice(0, 120)}`);
    } catch (error) {
      stats.fail(performance.now() - started, (error as Error).message);
    }
  };
  const healthLoop = async () => {
    for (let index = 0; options.until ? !done : index < options.healthChecks!; index += 1) {
      await time(health, () => client.request("GET", "/api/health"));
      if (options.until) await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  const signInLoop = async () => {
    for (let index = 0; options.until ? !done : index < options.signIns!; index += 1) {
      await time(signIns, () => client.request("POST", "/api/auth/sign-in/email", undefined, { email, password: PASSWORD }));
      if (options.until) await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  await Promise.all([healthLoop(), signInLoop()]);
  return { health, signIns };
}

/** Opens `count` streams of one cookie, `inFlight` at a time; each is kept until the server ends it. */
async function attack(base: string, cookie: string, count: number, inFlight: number) {
  const held: EventStream[] = [];
  const refusals = new Map<string, number>();
  let accepted = 0;
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    for (let attempt = next++; attempt < count; attempt = next++) {
      const stream = openEventStream(base, cookie);
      try {
        await stream.connected;
        accepted += 1;
        held.push(stream);
      } catch (error) {
        const reason = error instanceof EventStreamRefused ? `HTTP ${error.status}` : (error as Error).message;
        refusals.set(reason, (refusals.get(reason) ?? 0) + 1);
        stream.close();
      }
    }
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
  return { held, accepted, refusals, seconds: (performance.now() - started) / 1000 };
}

const build = spawnSync("node", ["scripts/build-if-stale.mjs"], { stdio: "inherit" });
if (build.status !== 0) throw new Error("the build failed");

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "autoserv-streams-"));
const env = {
  DATA_DIR: dataDir,
  // The figures are sign-in's speed, not its per-address limit, which this one address would hit.
  AUTH_REQUESTS_PER_MINUTE: "1000000",
};
// A first start creates the database (PGlite's initdb takes hundreds of MB for a moment): the
// measured server opens an existing one, so its memory is the streams'.
await (await startProbedServer(env)).stop();
const server = await startProbedServer(env);
const client = new LoadHttp(server.url, 4);
const open: EventStream[] = [];
try {
  const attackerCookie = await signUpAndIn(client, "streams@autoserv.test");
  await signUpAndIn(client, "probe@autoserv.test");

  // Warm-up, unreported: the first requests are the JIT's and the caches'.
  await probe(client, "probe@autoserv.test", { healthChecks: 50, signIns: 5 });
  const before = await memory(server);
  const baseline = await probe(client, "probe@autoserv.test", { healthChecks: BASELINE_HEALTH_CHECKS, signIns: BASELINE_SIGN_INS });

  console.log(`${ATTEMPTS} stream attempts by one user, ${IN_FLIGHT} at a time (the server keeps ${EVENTS_MAX_STREAMS_PER_USER} per user)...`);
  const attacking = attack(server.url, attackerCookie, ATTEMPTS, IN_FLIGHT);
  const during = await probe(client, "probe@autoserv.test", { until: attacking });
  const result = await attacking;
  open.push(...result.held);
  // Pushed-out streams end a moment after the one that replaced them opens.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const stillOpen = result.held.filter((stream) => stream.droppedBecause === null).length;
  const endedByServer = result.held.length - stillOpen;
  const afterAttack = await memory(server);

  console.log(`Holding ${MEMORY_STREAMS} streams across ${Math.ceil(MEMORY_STREAMS / EVENTS_MAX_STREAMS_PER_USER)} users...`);
  for (const stream of open.splice(0)) stream.close();
  await new Promise((resolve) => setTimeout(resolve, 500));
  const beforeHolding = await memory(server);
  const users = Math.ceil(MEMORY_STREAMS / EVENTS_MAX_STREAMS_PER_USER);
  for (let user = 0; user < users; user += 1) {
    const cookie = await signUpAndIn(client, `holder-${user}@autoserv.test`);
    const streams = Array.from({ length: Math.min(EVENTS_MAX_STREAMS_PER_USER, MEMORY_STREAMS - open.length) }, () => openEventStream(server.url, cookie));
    await Promise.all(streams.map((stream) => stream.connected));
    open.push(...streams);
  }
  const holding = await memory(server);
  const held = open.filter((stream) => stream.droppedBecause === null).length;

  const ms = (value: number) => value.toFixed(1);
  const latencyRow = (name: string, stats: LatencyStats) => [
    name,
    String(stats.count),
    ms(stats.percentile(0.5)),
    ms(stats.percentile(0.99)),
    ms(stats.percentile(1)),
    String(stats.errors),
  ];
  console.log(`\nLatency (${os.cpus().length} cores, built server on PGlite)`);
  console.log(
    textTable(
      ["request", "count", "p50 ms", "p99 ms", "max ms", "errors"],
      [
        latencyRow("GET /api/health, baseline", baseline.health),
        latencyRow("GET /api/health, during the attempts", during.health),
        latencyRow("sign-in, baseline", baseline.signIns),
        latencyRow("sign-in, during the attempts", during.signIns),
      ],
    ),
  );
  for (const sample of [...during.health.errorSamples, ...during.signIns.errorSamples]) console.log(`  error: ${sample}`);

  const refused = [...result.refusals].map(([reason, count]) => `${count} ${reason}`).join(", ") || "none";
  console.log(
    `\nStream attempts: ${ATTEMPTS} in ${result.seconds.toFixed(1)} s; ${result.accepted} accepted, refused: ${refused}; ` +
      `${endedByServer} of the accepted were ended by the server (oldest first), ${stillOpen} still open.`,
  );
  const mb = (value: number | null) => (value === null ? "?" : String(value));
  console.log(
    textTable(
      ["server", "RSS MB", "heap after GC MB", "open fds"],
      [
        ["before the attempts", mb(before.rssMb), mb(before.heapAfterGcMb), mb(before.fds)],
        ["after the attempts", mb(afterAttack.rssMb), mb(afterAttack.heapAfterGcMb), mb(afterAttack.fds)],
        [`holding ${held} streams of ${users} users`, mb(holding.rssMb), mb(holding.heapAfterGcMb), mb(holding.fds)],
      ],
    ),
  );
  const perStream = (from: number | null, to: number | null) =>
    from === null || to === null || held === 0 ? "?" : `${Math.round(((to - from) * 1024) / held)} KB`;
  console.log(
    `Memory per open stream (${held} held, against the same server with none held): ` +
      `heap after GC ${perStream(beforeHolding.heapAfterGcMb, holding.heapAfterGcMb)}, RSS ${perStream(beforeHolding.rssMb, holding.rssMb)}.`,
  );
} finally {
  for (const stream of open) stream.close();
  client.close();
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
