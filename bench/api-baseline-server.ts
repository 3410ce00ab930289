// The baseline of npm run bench:api: the ticket and job card list queries the app runs, through
// bare node:http and a pg pool of the app's size, with no framework, session or validation.
// Started as its own process by bench/api.ts; prints "ready" once it listens.
import http from "node:http";
import pg from "pg";

const url = process.env.DATABASE_URL;
const port = Number(process.env.PORT);
if (!url || !port) throw new Error("DATABASE_URL and PORT are required");

const pool = new pg.Pool({ connectionString: url, max: 10 });
const cursorTime = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
// As the app builds them: the search condition only when there is a search, ILIKE with the
// LIKE wildcards escaped (src/server/db/lists/search-filter.ts).
const search = (column: string) => `where ${column} ilike $1`;
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

// With a search the order hides created_at from its index, as the app does (search-filter.ts).
const order = (alias: string, where: string) => `${where ? `(${alias}.created_at + interval '0 seconds')` : `${alias}.created_at`} desc, ${alias}.id desc`;
const tickets = (where: string) => `
  select t.id, t.vin, t.customer_name, t.customer_contact, t.issue_description, t.vehicle_id, t.status, t.created_by, t.created_at, t.updated_at, p.name as creator_name, p.email as creator_email, ${cursorTime("t.created_at")} as cursor_time
  from service_tickets t left join profiles p on p.user_id = t.created_by
  ${where}
  order by ${order("t", where)} limit 51`;

const jobCards = (where: string) => `
  select j.id, j.service_ticket_id, j.vin, j.customer_name, j.customer_contact, j.service_description, j.assigned_technician_id, j.status, j.estimated_hours, j.notes, j.created_by, j.created_at, j.updated_at, t.id as ticket_id, t.vin as ticket_vin, t.customer_name as ticket_customer, t.issue_description,
         tech.user_id as tech_id, tech.name as tech_name, tech.email as tech_email,
         c.name as creator_name, c.email as creator_email, ${cursorTime("j.created_at")} as cursor_time
  from job_cards j
  left join service_tickets t on t.id = j.service_ticket_id
  left join profiles tech on tech.user_id = j.assigned_technician_id
  left join profiles c on c.user_id = j.created_by
  ${where}
  order by ${order("j", where)} limit 51`;

const QUERIES = {
  tickets: tickets(""),
  ticketsSearch: tickets(search("t.search_text")),
  jobCards: jobCards(""),
  jobCardsSearch: jobCards(search("j.search_text")),
};

const server = http.createServer((request, response) => {
  const requestUrl = new URL(request.url ?? "/", "http://localhost");
  const text = requestUrl.searchParams.get("search");
  const query =
    requestUrl.pathname === "/api/tickets"
      ? text ? QUERIES.ticketsSearch : QUERIES.tickets
      : requestUrl.pathname === "/api/job-cards"
        ? text ? QUERIES.jobCardsSearch : QUERIES.jobCards
        : null;
  if (!query) {
    response.writeHead(404).end();
    return;
  }
  pool.query(query, text ? [likePattern(text)] : []).then(
    (result) => {
      const rows = result.rows.slice(0, 50);
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify({ items: rows, nextCursor: result.rows.length > 50 ? "next" : null }));
    },
    (error: Error) => {
      response.writeHead(500).end(error.message);
    },
  );
});

server.listen(port, "127.0.0.1", () => console.log("ready"));
process.on("SIGTERM", () => {
  server.close();
  void pool.end().then(() => process.exit(0));
});
