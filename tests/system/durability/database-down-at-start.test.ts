import { afterEach, describe, expect, it } from "vitest";
import type { ServiceTicket } from "../../../src/shared/schemas/ticket-responses";
import { spawnServer, untilHealthy } from "../../support/server-process";
import { send, signUpAndIn } from "./api-session";
import { freePort } from "../../support/free-port";
import { postgresBinDir, startThrowawayCluster } from "../../support/throwaway-cluster";

// The server should keep trying, not give up after one: wait for this many tries while down.
const TRIES_WHILE_DOWN = 2;
const RETRY_LINE = /^PostgreSQL at 127\.0\.0\.1:\d+\/postgres is not reachable \(ECONNREFUSED\); retrying in \d+ s$/;

const binaries = postgresBinDir();
const title = binaries
  ? "waits with a log line per try, and serves once the database is back"
  : "waits and serves once the database is back (skipped: the PostgreSQL server binaries initdb and pg_ctl are not installed; apt-get install postgresql)";

const cleanups: (() => Promise<void> | void)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

interface LogLine {
  msg?: string;
  time?: number;
}

function logLines(output: string): LogLine[] {
  return output.split("\n").flatMap((line) => {
    try {
      return [JSON.parse(line) as LogLine];
    } catch {
      return [];
    }
  });
}

const retryLines = (output: string) => logLines(output).filter((line) => RETRY_LINE.test(line.msg ?? ""));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the server started while its PostgreSQL is down", () => {
  it.skipIf(!binaries)(title, { timeout: 120_000 }, async () => {
    const cluster = await startThrowawayCluster();
    cleanups.push(cluster.remove);
    await cluster.halt();

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const spawned = spawnServer({ DATABASE_URL: cluster.url, PORT: String(port) });
    cleanups.push(async () => {
      if (spawned.process.exitCode === null) spawned.process.kill("SIGKILL");
      await spawned.exited;
    });

    // While the database is down the process stays up, says why it waits, and serves nothing.
    const deadline = Date.now() + 30_000;
    while (retryLines(spawned.output()).length < TRIES_WHILE_DOWN) {
      expect(spawned.process.exitCode, spawned.output()).toBeNull();
      expect(Date.now(), `no retry line yet:\n${spawned.output()}`).toBeLessThan(deadline);
      const health = await fetch(`${base}/api/health`).then((response) => response.status, () => "refused");
      expect(health).not.toBe(200);
      await sleep(250);
    }

    const resumedAt = Date.now();
    await cluster.resume();
    const server = await untilHealthy(spawned, 15_000);
    const servingAfterMs = Date.now() - resumedAt;

    const lines = logLines(server.output());
    const listening = lines.find((line) => line.msg?.startsWith("AutoServ is listening"));
    expect(listening?.time).toBeGreaterThanOrEqual(resumedAt);
    expect(await (await fetch(`${base}/api/health`)).json()).toEqual({ status: "ok", database: "postgres" });

    // Migrated and fully working: an account signs in and a ticket is saved and listed.
    const session = await signUpAndIn(base, "owner@example.com", "Olga Owner");
    const created = await send(base, "/api/tickets", { vin: "1HGCM82633A004352", issueDescription: "Brakes squeal" }, session.cookie);
    expect(created.status).toBe(201);
    const { ticket } = (await created.json()) as { ticket: ServiceTicket };
    const listed = await fetch(`${base}/api/tickets`, { headers: { cookie: session.cookie } });
    expect(((await listed.json()) as { tickets: ServiceTicket[] }).tickets.map((row) => row.id)).toEqual([ticket.id]);

    process.stdout.write(
      `[durability postgres down] ${retryLines(server.output()).length} retry lines logged, ` +
        `serving ${servingAfterMs} ms after the database came back\n`,
    );
  });
});
