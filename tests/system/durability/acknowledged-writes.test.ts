import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { isDeepStrictEqual } from "node:util";
import { afterEach, describe, expect, inject, it } from "vitest";
import type { DatabaseKind } from "../../../src/server/db/database";
import type { ServiceTicket, TicketPage } from "../../../src/shared/schemas/ticket-responses";
import { startServer, type RunningServer } from "../../support/server-process";
import { createPostgresDatabase, TEST_DATABASE_KINDS } from "../../support/test-database";
import { profileOf, signUpAndIn } from "./api-session";
import { createTicketsUntilKilled, type SentTicket } from "./ticket-writers";

const WRITERS = 20;
// Two server starts, a sign-up and the writes: a few seconds each, many more on a loaded machine.
const TIMEOUT_MS = 150_000;

const running: RunningServer[] = [];
const cleanups: (() => Promise<void> | void)[] = [];

afterEach(async () => {
  for (const server of running.splice(0)) {
    if (server.process.exitCode === null && server.process.signalCode === null) server.process.kill("SIGKILL");
    await server.exited;
  }
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function start(env: Record<string, string>): Promise<RunningServer> {
  const server = await startServer(env);
  running.push(server);
  return server;
}

/** The environment of a server on brand-new storage of the given kind. */
async function freshStorage(kind: DatabaseKind): Promise<Record<string, string>> {
  if (kind === "pglite") {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "autoserv-durability-"));
    cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    // PGlite's initdb and the migrations take many seconds on a busy machine (a fresh folder is
    // covered by server-process.test.ts): start from the run's migrated template instead, unpacked
    // where the server keeps PGlite's files (DATA_DIR/pgdata, see db/pglite.ts).
    const template = inject("pgliteTemplate");
    if (template) {
      const pgdata = path.join(dir, "data", "pgdata");
      fs.mkdirSync(pgdata, { recursive: true });
      execFileSync("tar", ["-xf", template, "-C", pgdata], { stdio: "ignore" });
    }
    return { DATA_DIR: path.join(dir, "data") };
  }
  const { url, drop } = await createPostgresDatabase();
  cleanups.push(drop);
  return { DATABASE_URL: url };
}

/** Every ticket the server lists, page by page. */
async function listAllTickets(base: string, cookie: string): Promise<ServiceTicket[]> {
  const tickets: ServiceTicket[] = [];
  let cursor: string | null = null;
  do {
    const query: string = cursor ? `limit=100&cursor=${encodeURIComponent(cursor)}` : "limit=100";
    const response = await fetch(`${base}/api/tickets?${query}`, { headers: { cookie } });
    expect(response.status).toBe(200);
    const page = (await response.json()) as TicketPage;
    tickets.push(...page.tickets);
    cursor = page.nextCursor;
  } while (cursor);
  return tickets;
}

/** What the client sent, as the server stores it (empty optional text is kept as null). */
function expectedFields(sent: SentTicket) {
  return {
    vin: sent.input.vin,
    customerName: sent.input.customerName || null,
    customerContact: sent.input.customerContact || null,
    issueDescription: sent.input.issueDescription,
    vehicleId: sent.input.vehicleId,
    status: "Open",
  };
}

describe.each(TEST_DATABASE_KINDS)("tickets created on %s while the server is killed with SIGKILL", (kind) => {
  it("are all there after the restart, intact, when their creation was answered 201", { timeout: TIMEOUT_MS }, async () => {
    const env = await freshStorage(kind);
    const startingSince = Date.now();
    const first = await start(env);
    const startMs = Date.now() - startingSince;
    const session = await signUpAndIn(first.url, "owner@example.com", "Olga Owner");
    expect(session.profile.role).toBe("Admin");

    const runId = randomBytes(4).toString("hex");
    const writingSince = Date.now();
    const sent = await createTicketsUntilKilled(session, runId, {
      clients: WRITERS,
      killAfterAcknowledged: 400,
      killAfterMs: 1500,
      minimumAcknowledged: 2 * WRITERS,
      kill: () => first.process.kill("SIGKILL"),
    });
    await first.exited;
    const writingMs = Date.now() - writingSince;

    // Before the kill every request was answered 201; the kill cut the ones in flight.
    expect(sent.filter((record) => record.status !== null && record.status !== 201)).toEqual([]);
    const acknowledged = sent.filter((record) => record.status === 201);
    const cut = sent.filter((record) => record.status === null);
    expect(acknowledged.length).toBeGreaterThanOrEqual(2 * WRITERS);
    expect(cut.length, "the kill should land while requests are in flight").toBeGreaterThan(0);

    // Same data, new process: the session cookie from before the kill still signs in.
    const restartingSince = Date.now();
    const second = await start(env);
    const restartMs = Date.now() - restartingSince;
    expect((await profileOf(second.url, session.cookie)).userId).toBe(session.profile.userId);
    const stored = await listAllTickets(second.url, session.cookie);
    const byDescription = new Map(stored.map((ticket) => [ticket.issueDescription, ticket]));

    const problems: string[] = [];
    for (const record of acknowledged) {
      const found = byDescription.get(record.input.issueDescription);
      if (!found) {
        problems.push(`lost: ${record.ticket?.id ?? "(201 without body)"} ${record.input.issueDescription}`);
        continue;
      }
      // The whole ticket as acknowledged: id, fields, status, creator and both timestamps.
      if (record.ticket && !isDeepStrictEqual(found, record.ticket)) {
        problems.push(`changed: ${JSON.stringify(record.ticket)} is now ${JSON.stringify(found)}`);
      }
      const expected = { ...expectedFields(record), createdBy: session.profile.userId };
      for (const [field, value] of Object.entries(expected)) {
        const actual = found[field as keyof ServiceTicket];
        if (actual !== value) problems.push(`${found.id}.${field}: sent ${JSON.stringify(value)}, stored ${JSON.stringify(actual)}`);
      }
    }
    expect(problems).toEqual([]);

    // Nothing stored that no client sent, and nothing stored twice.
    const sentDescriptions = new Set(sent.map((record) => record.input.issueDescription));
    expect(stored.filter((ticket) => !sentDescriptions.has(ticket.issueDescription))).toEqual([]);
    expect(byDescription.size).toBe(stored.length);
    expect(new Set(stored.map((ticket) => ticket.id)).size).toBe(stored.length);
    // A request cut by the kill may or may not have committed; either way it is whole.
    const committedUnanswered = cut.filter((record) => byDescription.has(record.input.issueDescription));
    for (const record of committedUnanswered) {
      expect(byDescription.get(record.input.issueDescription)).toMatchObject(expectedFields(record));
    }

    process.stdout.write(
      `[durability ${kind}] ${WRITERS} writers sent ${sent.length} creations in ${writingMs} ms; ${acknowledged.length} acknowledged 201, ` +
        `${cut.length} cut by kill -9; after restart ${stored.length} tickets found: ` +
        `all ${acknowledged.length} acknowledged present and intact, ` +
        `${committedUnanswered.length} unanswered ones committed (start ${startMs} ms, restart ${restartMs} ms)\n`,
    );
  });
});
