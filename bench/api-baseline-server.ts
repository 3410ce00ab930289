// The baseline of npm run bench:api: the ticket, job card, invoice and customer list queries, the
// calendar's week and the sync pull's statements the app runs, through bare node:http and a pg pool set as the app's, with no
// framework, session or validation. Started as its own process by bench/api.ts; prints "ready"
// once it listens.
import http from "node:http";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import type { Database } from "../src/server/db/database";
import { POOL_SETTINGS } from "../src/server/db/postgres";
import * as schema from "../src/server/db/schema";
import { listAppointments } from "../src/server/appointments/read-appointments";
import { listCustomers } from "../src/server/customers/list-customers";
import { listInvoices } from "../src/server/invoices/list-invoices";
import { pullChanges } from "../src/server/shop-records/pull";
import { appointmentRangeQuerySchema } from "../src/shared/schemas/appointments";
import { customerListQuerySchema } from "../src/shared/schemas/customers";
import { invoiceListQuerySchema } from "../src/shared/schemas/invoices";
import { shopPullQuerySchema } from "../src/shared/schemas/shop-sync";

const url = process.env.DATABASE_URL;
const port = Number(process.env.PORT);
if (!url || !port) throw new Error("DATABASE_URL and PORT are required");

const pool = new pg.Pool({ connectionString: url, ...POOL_SETTINGS });
// As the app builds them (src/server/db/lists/): the search condition only when there is a
// search, ILIKE with the LIKE wildcards escaped; a search first walks the newest 1,000 rows with
// the search column hidden from its trigram index, and only when they hold less than a page asks
// that index for every match, with created_at hidden from its own index so the matches are sorted.
const WINDOW_ROWS = 1000;
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
type Try = "none" | "recent" | "all";
const where = (table: string, alias: string, tried: Try) =>
  tried === "none"
    ? ""
    : tried === "recent"
      ? `where (${alias}.search_text || '') ilike $1 and ${alias}.created_at >= coalesce((select created_at from ${table} order by created_at desc, id desc offset ${WINDOW_ROWS - 1} limit 1), '-infinity'::timestamptz)`
      : `where ${alias}.search_text ilike $1`;
const order = (alias: string, tried: Try) => `${tried === "all" ? `(${alias}.created_at + interval '0 seconds')` : `${alias}.created_at`} desc, ${alias}.id desc`;
const tickets = (tried: Try) => `
  select t.id, t.vin, t.customer_name, t.customer_contact, t.issue_description, t.vehicle_id, t.status, t.created_by, t.created_at, t.updated_at, p.name as creator_name, p.email as creator_email
  from service_tickets t left join profiles p on p.user_id = t.created_by
  ${where("service_tickets", "t", tried)}
  order by ${order("t", tried)} limit 51`;

const jobCards = (tried: Try) => `
  select j.id, j.service_ticket_id, j.vin, j.customer_name, j.customer_contact, j.service_description, j.assigned_technician_id, j.status, j.estimated_hours, j.notes, j.created_by, j.created_at, j.updated_at, t.id as ticket_id, t.vin as ticket_vin, t.customer_name as ticket_customer, t.issue_description,
         tech.user_id as tech_id, tech.name as tech_name, tech.email as tech_email,
         c.name as creator_name, c.email as creator_email
  from job_cards j
  left join service_tickets t on t.id = j.service_ticket_id
  left join profiles tech on tech.user_id = j.assigned_technician_id
  left join profiles c on c.user_id = j.created_by
  ${where("job_cards", "j", tried)}
  order by ${order("j", tried)} limit 51`;

const QUERIES = {
  "/api/tickets": { none: tickets("none"), recent: tickets("recent"), all: tickets("all") },
  "/api/job-cards": { none: jobCards("none"), recent: jobCards("recent"), all: jobCards("all") },
};

async function list(queries: Record<Try, string>, text: string | null): Promise<unknown[]> {
  if (!text) return (await pool.query(queries.none)).rows;
  const values = [likePattern(text)];
  const recent = await pool.query(queries.recent, values);
  if (recent.rows.length >= 51) return recent.rows;
  return (await pool.query(queries.all, values)).rows;
}

/**
 * The invoice and customer lists, the calendar's week and the sync pull are not written out here: the first request for an address
 * runs the app's own code once on a pool whose connections record every statement they send (the
 * pull's begin and commit, and statements sent past drizzle straight to pg, included), and every
 * later request for that address sends those statements, with the same values, name and row mode,
 * straight through pg on one connection. So the baseline runs exactly the app's SQL, whatever it
 * becomes, minus the session check the bare server has no session for.
 */
type Recorded = pg.QueryConfig & { rowMode?: "array" };
type AppCall = (db: Database, params: Record<string, string>) => Promise<unknown>;
// The baseline has no session: the pull reads as an already checked viewer would.
const BASELINE_VIEWER = "00000000-0000-4000-8000-000000000000";
const APP_CALLS: Record<string, AppCall> = {
  "/api/invoices": (db, params) => listInvoices(db, invoiceListQuerySchema.parse(params)),
  "/api/customers": (db, params) => listCustomers(db, customerListQuerySchema.parse(params)),
  // As one who books sees the week: every appointment, with contact details.
  "/api/appointments": (db, params) => listAppointments(db, { userId: BASELINE_VIEWER, books: true }, appointmentRangeQuerySchema.parse(params)),
  "/api/sync/pull": async (db, params) => {
    const { clientId, cookie } = shopPullQuerySchema.parse(params);
    // A device that never pushed belongs to nobody yet, so any user may pull with it.
    return pullChanges(db, BASELINE_VIEWER, clientId, cookie);
  },
};
const recordings = new Map<string, Promise<Recorded[]>>();

/** Every statement sent on the recording pool, as its query config (a plain text statement as its text). */
let recording: Recorded[] = [];
class RecordingClient extends pg.Client {
  override query(...args: unknown[]): never {
    const [first, second] = args;
    if (typeof first === "string") recording.push({ text: first, values: Array.isArray(second) ? second : [] });
    else if (first && typeof first === "object" && "text" in first) {
      const config = first as Recorded;
      recording.push({ ...config, values: Array.isArray(second) ? second : config.values });
    }
    return (super.query as (...rest: unknown[]) => never)(...args);
  }
}
const recordingPool = new pg.Pool({ connectionString: url, max: 1, Client: RecordingClient });

let recorder: Promise<unknown> = Promise.resolve();
/** One recording at a time, so each holds only its own statements. */
function record(call: AppCall, params: Record<string, string>): Promise<Recorded[]> {
  const recorded = recorder.then(async () => {
    recording = [];
    const db = drizzle({ client: recordingPool, schema });
    await call(db as unknown as Database, params);
    return recording;
  });
  recorder = recorded.catch(() => undefined);
  return recorded;
}

/**
 * A recorded statement as a bare server sends it: the same text, values and name, with pg's own
 * rows (objects by column name, as the ticket and job card baselines answer), not the positional
 * rows the app reshapes itself, which would answer a smaller body than the app's.
 */
function bare(statement: Recorded): pg.QueryConfig {
  const { rowMode: _positional, ...config } = statement;
  return config;
}

async function replay(statements: Recorded[]): Promise<unknown[]> {
  if (statements.length === 1) return (await pool.query(bare(statements[0]!))).rows;
  const client = await pool.connect();
  try {
    const rows: unknown[] = [];
    for (const statement of statements) rows.push(...(await client.query(bare(statement))).rows);
    return rows;
  } finally {
    client.release();
  }
}

function appStatements(requestUrl: URL): Promise<unknown[]> | null {
  const call = APP_CALLS[requestUrl.pathname];
  if (!call) return null;
  const key = `${requestUrl.pathname}${requestUrl.search}`;
  let recorded = recordings.get(key);
  if (!recorded) {
    recorded = record(call, Object.fromEntries(requestUrl.searchParams));
    recordings.set(key, recorded);
    return recorded.then(() => []);
  }
  return recorded.then(replay);
}

function answer(response: http.ServerResponse, rows: Promise<unknown[]>): void {
  rows.then(
    (found) => {
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify({ items: found }));
    },
    (error: Error) => {
      response.writeHead(500).end(error.message);
    },
  );
}

const server = http.createServer((request, response) => {
  const requestUrl = new URL(request.url ?? "/", "http://localhost");
  const text = requestUrl.searchParams.get("search");
  const recorded = appStatements(requestUrl);
  if (recorded) {
    answer(response, recorded);
    return;
  }
  const queries = requestUrl.pathname === "/api/tickets" || requestUrl.pathname === "/api/job-cards" ? QUERIES[requestUrl.pathname] : null;
  if (!queries) {
    response.writeHead(404).end();
    return;
  }
  list(queries, text).then(
    (rows) => {
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify({ items: rows.slice(0, 50), nextCursor: rows.length > 50 ? "next" : null }));
    },
    (error: Error) => {
      response.writeHead(500).end(error.message);
    },
  );
});

server.listen(port, "127.0.0.1", () => console.log("ready"));
process.on("SIGTERM", () => {
  server.close();
  void Promise.all([pool.end(), recordingPool.end()]).then(() => process.exit(0));
});
