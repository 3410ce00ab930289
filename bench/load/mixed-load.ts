import { performance } from "node:perf_hooks";
import { TECHNICIAN_JOB_CARD_STATUSES, TICKET_STATUSES } from "../../src/shared/constants/statuses";
import type { JobCard } from "../../src/shared/schemas/job-card-responses";
import type { ServiceTicket } from "../../src/shared/schemas/ticket-responses";
import { LatencyStats } from "./latency-stats";
import type { LoadHttp, LoadMethod } from "./load-http";
import { jobCardInput, SEARCHED_CUSTOMER, ticketInput, type LoadSession, type LoadShop } from "./load-shop";

/**
 * The mix, in percent of requests: 60 list and search reads, 15 ticket creations, 10 ticket
 * edits, 10 job card creations and status changes, 5 job card views.
 */
export const OPERATION_WEIGHTS = {
  "tickets: first page": 12,
  "tickets: search": 12,
  "job cards: first page": 12,
  "job cards: search": 12,
  "job cards: assigned to me": 12,
  "ticket: create": 15,
  "ticket: edit": 10,
  "job card: create": 5,
  "job card: status change": 5,
  "job card: view": 5,
} as const;
export type OperationName = keyof typeof OPERATION_WEIGHTS;
const OPERATION_NAMES = Object.keys(OPERATION_WEIGHTS) as OperationName[];
const TOTAL_WEIGHT = OPERATION_NAMES.reduce((sum, name) => sum + OPERATION_WEIGHTS[name], 0);

export interface MixedLoadResult {
  byOperation: Record<OperationName, LatencyStats>;
  /** Writes answered with success, each of which the server announces on the event streams. */
  changes: { tickets: number; jobCards: number };
  seconds: number;
}

/** A writer's own records: no one else edits them, so its edits carry the current updatedAt and never meet a 409. */
interface OwnRecords {
  tickets: ServiceTicket[];
  jobCards: JobCard[];
}
const KEPT_RECORDS = 20;

/**
 * `connections` workers each send one request after another for `seconds`, each picking the
 * next request from the mix. A worker writes as the Admin or the Advisor (alternately by worker)
 * and changes job card statuses as the Technician the cards are assigned to.
 */
export async function runMixedLoad(client: LoadHttp, shop: LoadShop, options: { seconds: number; connections: number; seed: number }): Promise<MixedLoadResult> {
  const byOperation = Object.fromEntries(OPERATION_NAMES.map((name) => [name, new LatencyStats()])) as Record<OperationName, LatencyStats>;
  const changes = { tickets: 0, jobCards: 0 };
  const started = performance.now();
  const deadline = started + options.seconds * 1000;

  const worker = async (index: number) => {
    const staff = index % 2 === 0 ? shop.admin : shop.advisor;
    const own: OwnRecords = { tickets: [], jobCards: [] };
    const random = seededRandom(options.seed * 1000 + index);
    const tag = `${options.seed}w${index}n`;
    let seq = 0;

    /** Sends one request of the mix; a 2xx is parsed, anything else is an error of that operation. */
    const send = async <T>(name: OperationName, method: LoadMethod, path: string, session: LoadSession, body?: unknown): Promise<T | null> => {
      const sentAt = performance.now();
      try {
        const answer = await client.request(method, path, session.cookie, body);
        if (answer.status >= 200 && answer.status <= 299) {
          byOperation[name].record(answer.ms);
          return JSON.parse(answer.body) as T;
        }
        byOperation[name].fail(answer.ms, `${method} ${path} answered ${answer.status}: ${answer.body.slice(0, 200)}`);
      } catch (error) {
        byOperation[name].fail(performance.now() - sentAt, `${method} ${path} failed: ${(error as Error).message}`);
      }
      return null;
    };

    const createTicket = async () => {
      const body = await send<{ ticket: ServiceTicket }>("ticket: create", "POST", "/api/tickets", staff, ticketInput((seq += 1), tag));
      if (!body) return;
      changes.tickets += 1;
      keep(own.tickets, body.ticket);
    };
    const createJobCard = async () => {
      const input = jobCardInput((seq += 1), tag, shop.technician.profile.userId);
      const body = await send<{ jobCard: JobCard }>("job card: create", "POST", "/api/job-cards", staff, input);
      if (!body) return;
      changes.jobCards += 1;
      keep(own.jobCards, body.jobCard);
    };

    const operations: Record<OperationName, () => Promise<unknown>> = {
      "tickets: first page": () => send("tickets: first page", "GET", "/api/tickets?limit=50", staff),
      "tickets: search": () => send("tickets: search", "GET", `/api/tickets?limit=50&search=${SEARCHED_CUSTOMER}`, staff),
      "job cards: first page": () => send("job cards: first page", "GET", "/api/job-cards?limit=50", staff),
      "job cards: search": () => send("job cards: search", "GET", `/api/job-cards?limit=50&search=${SEARCHED_CUSTOMER}`, staff),
      "job cards: assigned to me": () => send("job cards: assigned to me", "GET", "/api/job-cards?limit=50&assignedTo=me", shop.technician),
      "ticket: create": createTicket,
      "ticket: edit": async () => {
        const ticket = pick(own.tickets, random);
        if (!ticket) return createTicket();
        const status = TICKET_STATUSES[(TICKET_STATUSES.indexOf(ticket.status) + 1) % TICKET_STATUSES.length];
        const edit = {
          vin: ticket.vin,
          customerName: ticket.customerName ?? "",
          customerContact: ticket.customerContact ?? "",
          issueDescription: `${ticket.issueDescription.replace(/ \(edited \d+\)$/, "")} (edited ${(seq += 1)})`,
          status,
          updatedAt: ticket.updatedAt,
        };
        const body = await send<{ ticket: ServiceTicket }>("ticket: edit", "PATCH", `/api/tickets/${ticket.id}`, staff, edit);
        if (!body) return;
        changes.tickets += 1;
        own.tickets[own.tickets.indexOf(ticket)] = body.ticket;
      },
      "job card: create": createJobCard,
      "job card: status change": async () => {
        const card = pick(own.jobCards, random);
        if (!card) return createJobCard();
        const current = TECHNICIAN_JOB_CARD_STATUSES.indexOf(card.status as (typeof TECHNICIAN_JOB_CARD_STATUSES)[number]);
        const status = TECHNICIAN_JOB_CARD_STATUSES[(current + 1) % TECHNICIAN_JOB_CARD_STATUSES.length];
        const path = `/api/job-cards/${card.id}/status`;
        const body = await send<{ jobCard: JobCard }>("job card: status change", "PATCH", path, shop.technician, { status, updatedAt: card.updatedAt });
        if (!body) return;
        changes.jobCards += 1;
        own.jobCards[own.jobCards.indexOf(card)] = body.jobCard;
      },
      "job card: view": async () => {
        const card = pick(own.jobCards, random);
        if (!card) return createJobCard();
        return send("job card: view", "GET", `/api/job-cards/${card.id}`, index % 3 === 0 ? shop.technician : staff);
      },
    };

    while (performance.now() < deadline) await operations[chooseOperation(random())]();
  };

  await Promise.all(Array.from({ length: options.connections }, (_, index) => worker(index)));
  return { byOperation, changes, seconds: (performance.now() - started) / 1000 };
}

function chooseOperation(roll: number): OperationName {
  let left = roll * TOTAL_WEIGHT;
  for (const name of OPERATION_NAMES) {
    left -= OPERATION_WEIGHTS[name];
    if (left < 0) return name;
  }
  return OPERATION_NAMES[OPERATION_NAMES.length - 1]!;
}

function keep<T>(records: T[], record: T): void {
  records.push(record);
  if (records.length > KEPT_RECORDS) records.shift();
}

function pick<T>(records: T[], random: () => number): T | undefined {
  return records[Math.floor(random() * records.length)];
}

/** mulberry32: the same mix on every run with the same seed, so runs compare. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
