// npm run bench:growth — whether PGlite's data folder stays bounded under edits. The built server
// on a fresh data folder: 1,000 tickets, each edited once (size A), then edits round and round
// the same tickets until 100,000 edits in all (size B). Prints B/A (target ≤ 3) and the longest
// time one of the upkeep's VACUUM or ANALYZE statements held the database, and exits 1 if B/A
// misses. Settings: GROWTH_TICKETS (1000), GROWTH_EDITS (100000), GROWTH_CONNECTIONS (10
// edits in flight).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import type { UpkeepStep } from "../src/server/db/upkeep";
import { TICKET_STATUSES } from "../src/shared/constants/statuses";
import { folderSizeMb } from "./load/folder-size";
import { LatencyStats } from "./load/latency-stats";
import { LoadHttp } from "./load/load-http";
import { openLoadShop, ticketInput, type LoadSession } from "./load/load-shop";
import { startProbedServer, upkeepSteps } from "./load/process-probe";
import { describeUpkeep, summarizeUpkeep } from "./load/upkeep-summary";
import { setting } from "./load/setting";

const TICKETS = setting("GROWTH_TICKETS", 1000);
const EDITS = setting("GROWTH_EDITS", 100_000);
const CONNECTIONS = setting("GROWTH_CONNECTIONS", 10);
const GROWTH_TARGET = 3;
const REPORT_EVERY = Math.max(1, Math.round(EDITS / 10));

/** The fields of a ticket an edit sends back. */
interface EditedTicket {
  id: string;
  vin: string;
  customerName: string | null;
  customerContact: string | null;
  issueDescription: string;
  status: (typeof TICKET_STATUSES)[number];
  updatedAt: string;
}

const build = spawnSync("node", ["scripts/build-if-stale.mjs"], { stdio: "inherit" });
if (build.status !== 0) throw new Error("the build failed");

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "autoserv-growth-"));
const server = await startProbedServer({ DATA_DIR: dataDir });
const client = new LoadHttp(server.url, CONNECTIONS + 2);
const steps: UpkeepStep[] = [];
const collectSteps = async () => steps.push(...((await upkeepSteps(server.child)) ?? []));
try {
  const shop = await openLoadShop(client);
  const tickets = await createTickets(shop.advisor, TICKETS);
  const edits = new LatencyStats();
  let done = 0;
  let sinceReport = 0;
  const started = performance.now();

  // Each worker edits its own share of the tickets, so no two edits of one ticket race.
  const shares = Array.from({ length: CONNECTIONS }, (_, index) => tickets.filter((_, position) => position % CONNECTIONS === index));
  /** Edits round each share, `rounds` times or until `total` edits are done, whichever comes first. */
  const editRounds = async (rounds: number, total: number, onEdit: () => void) => {
    const worker = async (own: EditedTicket[]) => {
      for (let turn = 0; turn < rounds * own.length && done < total; turn += 1) {
        done += 1;
        const slot = turn % own.length;
        own[slot] = await edit(shop.advisor, own[slot]!, done, edits);
        onEdit();
      }
    };
    await Promise.all(shares.map(worker));
  };

  await editRounds(1, Infinity, () => {});
  const sizeA = folderSizeMb(dataDir);
  console.log(`${TICKETS} tickets, each edited once: data folder ${sizeA} MB (A)`);

  await editRounds(Infinity, EDITS, () => {
    sinceReport += 1;
    if (sinceReport < REPORT_EVERY) return;
    sinceReport = 0;
    const seconds = (performance.now() - started) / 1000;
    console.log(`  ${done} edits: data folder ${folderSizeMb(dataDir)} MB, ${Math.round(done / seconds)} edits/s so far`);
  });
  const sizeB = folderSizeMb(dataDir);
  await collectSteps();
  if (edits.errors) for (const sample of edits.errorSamples) console.log(`  edit failed: ${sample}`);

  const ratio = sizeB / sizeA;
  console.log(`\nData folder growth (PGlite, built server, ${CONNECTIONS} edits in flight, ${os.cpus().length} cores)`);
  console.log(`  after ${TICKETS} tickets were each edited once (A): ${sizeA} MB`);
  console.log(`  after ${done} edits (B): ${sizeB} MB`);
  console.log(`  B/A: ${ratio.toFixed(2)} (target ≤ ${GROWTH_TARGET}): ${ratio <= GROWTH_TARGET ? "met" : "MISSED"}`);
  console.log(`  edits: ${edits.count} (${edits.errors} errors), p50 ${edits.percentile(0.5).toFixed(1)} ms, p99 ${edits.percentile(0.99).toFixed(1)} ms`);
  console.log(`  upkeep: ${describeUpkeep(summarizeUpkeep(steps))}`);
  if (ratio > GROWTH_TARGET || edits.errors > 0) process.exitCode = 1;
} finally {
  client.close();
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

async function createTickets(advisor: LoadSession, count: number): Promise<EditedTicket[]> {
  const created: EditedTicket[] = [];
  let next = 0;
  const writer = async () => {
    for (let seq = next++; seq < count; seq = next++) {
      created.push((await client.json<{ ticket: EditedTicket }>("POST", "/api/tickets", advisor.cookie, ticketInput(seq, "G"))).ticket);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, writer));
  return created;
}

/** One edit as the ticket form saves it: new issue text, the next status, the updatedAt it read. */
async function edit(advisor: LoadSession, ticket: EditedTicket, seq: number, stats: LatencyStats): Promise<EditedTicket> {
  const status = TICKET_STATUSES[(TICKET_STATUSES.indexOf(ticket.status) + 1) % TICKET_STATUSES.length]!;
  const body = {
    vin: ticket.vin,
    customerName: ticket.customerName ?? "",
    customerContact: ticket.customerContact ?? "",
    issueDescription: `${ticket.issueDescription.replace(/ \(edited \d+\)$/, "")} (edited ${seq})`,
    status,
    updatedAt: ticket.updatedAt,
  };
  const answer = await client.request("PATCH", `/api/tickets/${ticket.id}`, advisor.cookie, body);
  if (answer.status !== 200) {
    stats.fail(answer.ms, `PATCH /api/tickets/${ticket.id} answered ${answer.status}: ${answer.body.slice(0, 200)}`);
    return ticket;
  }
  stats.record(answer.ms);
  return (JSON.parse(answer.body) as { ticket: EditedTicket }).ticket;
}
