// npm run bench:backup — how long a backup of a shop takes and how long requests wait for it.
// Seeds BENCH_ROWS (default 10,000) tickets and as many job cards with 100 accounts, on PGlite
// in a data folder and on PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL, else a throwaway
// cluster), then takes a backup while a query is sent every 5 ms, and restores the backup into
// a fresh data folder and a fresh PostgreSQL database. Prints a table; asserts nothing.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pino from "pino";
import { restoreBackup } from "../src/server/backup/restore-backup";
import { writeBackup } from "../src/server/backup/write-backup";
import type { DatabaseHandle } from "../src/server/db/database";
import { openPglite } from "../src/server/db/pglite";
import { openPostgres } from "../src/server/db/postgres";
import { createDatabase, postgresServer } from "./load/postgres-target";

const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const PING_EVERY_MS = 5;
const silent = pino({ level: "silent" });

async function seed(handle: DatabaseHandle): Promise<void> {
  await handle.db.execute(sql`insert into users (id, name, email, created_at)
    select 'user-' || i, 'Member ' || i, 'member' || i || '@example.com', now() - i * interval '1 minute' from generate_series(1, 100) as i`);
  await handle.db.execute(sql`insert into service_tickets (vin, customer_name, customer_contact, issue_description, status, created_by, updated_by)
    select 'VIN' || lpad(i::text, 14, '0'), 'Customer ' || i, '555-' || lpad((i % 10000)::text, 4, '0'),
           (array['Brake noise when cold', 'Engine light on after refuelling', 'Oil leak under the gearbox'])[1 + i % 3] || ', report ' || i,
           (array['Open', 'Assigned', 'In Progress', 'Resolved', 'Closed'])[1 + i % 5], 'user-' || (1 + i % 100), 'user-' || (1 + i % 100)
    from generate_series(1, ${ROWS}::int) as i`);
  await handle.db.execute(sql`insert into job_cards (service_ticket_id, vin, customer_name, service_description, status, estimated_hours, notes, created_by, updated_by)
    select id, vin, customer_name, 'Repair: ' || issue_description, 'Pending', 1.5, 'Parts ordered', created_by, created_by from service_tickets`);
}

interface Figures {
  target: string;
  backupMs: number;
  megabytes: number;
  /** The longest a query sent during the backup waited for its answer. */
  longestWaitMs: number;
  medianWaitMs: number;
  restoreFolderMs: number;
  restorePostgresMs: number | null;
}

async function measure(target: string, handle: DatabaseHandle, postgresUrl: string | null): Promise<Figures> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "autoserv-bench-backup-"));
  const waits: number[] = [];
  let running = true;
  const pinger = (async () => {
    while (running) {
      const sent = performance.now();
      await handle.db.execute(sql`select 1`);
      waits.push(performance.now() - sent);
      await new Promise((resolve) => setTimeout(resolve, PING_EVERY_MS));
    }
  })();
  await new Promise((resolve) => setTimeout(resolve, 50));
  const started = performance.now();
  const file = await writeBackup(handle, dir);
  const backupMs = performance.now() - started;
  running = false;
  await pinger;
  const sorted = [...waits].sort((a, b) => a - b);

  const restoreDir = path.join(dir, "restored");
  let begun = performance.now();
  await restoreBackup({ file: file.path, target: { kind: "pglite", dataDir: restoreDir, backupDir: path.join(restoreDir, "backups") }, logger: silent });
  const restoreFolderMs = performance.now() - begun;
  let restorePostgresMs: number | null = null;
  if (postgresUrl) {
    const fresh = await createDatabase(postgresUrl);
    begun = performance.now();
    await restoreBackup({ file: file.path, target: { kind: "postgres", url: fresh.url }, logger: silent });
    restorePostgresMs = performance.now() - begun;
    await fresh.drop();
  }
  fs.rmSync(dir, { recursive: true, force: true });
  return {
    target,
    backupMs,
    megabytes: file.bytes / 1e6,
    longestWaitMs: sorted.at(-1) ?? 0,
    medianWaitMs: sorted[Math.floor(sorted.length / 2)] ?? 0,
    restoreFolderMs,
    restorePostgresMs,
  };
}

const server = postgresServer();
const results: Figures[] = [];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "autoserv-bench-data-"));
const pglite = await openPglite(dataDir);
await seed(pglite);
results.push(await measure("PGlite", pglite, server?.url ?? null));
await pglite.close();
fs.rmSync(dataDir, { recursive: true, force: true });
if (server) {
  const database = await createDatabase(server.url);
  const postgres = await openPostgres(database.url, silent);
  await seed(postgres);
  results.push(await measure("PostgreSQL", postgres, server.url));
  await postgres.close();
  await database.drop();
  server.stop();
}

const ms = (value: number | null) => (value === null ? "-" : `${Math.round(value)} ms`);
console.log(`\nBackup of ${ROWS.toLocaleString("en-US")} tickets and ${ROWS.toLocaleString("en-US")} job cards (${os.cpus().length} cores)\n`);
console.log("| database | backup | size | longest wait of a query during it | median wait | restore into a data folder | restore into PostgreSQL |");
console.log("|---|---|---|---|---|---|---|");
for (const r of results) {
  console.log(
    `| ${r.target} | ${ms(r.backupMs)} | ${r.megabytes.toFixed(1)} MB | ${ms(r.longestWaitMs)} | ${r.medianWaitMs.toFixed(1)} ms | ${ms(r.restoreFolderMs)} | ${ms(r.restorePostgresMs)} |`,
  );
}
