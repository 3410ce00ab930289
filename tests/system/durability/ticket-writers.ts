import type { TicketCreateInput } from "../../../src/shared/schemas/ticket-form";
import type { ServiceTicket } from "../../../src/shared/schemas/ticket-responses";
import { send, type ApiSession } from "./api-session";

/** One POST /api/tickets and what came of it. */
export interface SentTicket {
  input: Required<Omit<TicketCreateInput, "vehicleId" | "customerId">> & { vehicleId: string | null };
  /** The HTTP status, or null when the connection failed before a status arrived. */
  status: number | null;
  /** The 201 answer's ticket; missing when the body could not be read to the end. */
  ticket?: ServiceTicket;
}

export interface WriterOptions {
  clients: number;
  /** Kill once this many creations were acknowledged... */
  killAfterAcknowledged: number;
  /**
   * ...or this long after the first one was (a cold server answers its first requests slowly),
   * once at least `minimumAcknowledged` were, so that a busy machine still tests something.
   */
  killAfterMs: number;
  minimumAcknowledged: number;
  kill: () => void;
}

/**
 * Concurrent clients each create tickets one after another, as fast as the server answers, until
 * `kill` is called; requests in flight at that moment fail with the connection. Every request
 * carries a description unique to the run, so a stored ticket can be traced back to its request.
 */
export async function createTicketsUntilKilled(session: ApiSession, runId: string, options: WriterOptions): Promise<SentTicket[]> {
  const sent: SentTicket[] = [];
  let acknowledged = 0;
  let killed = false;
  const killNow = () => {
    if (killed) return;
    killed = true;
    options.kill();
  };
  let firstAcknowledgedAt: number | undefined;

  const writer = async (client: number) => {
    for (let seq = 0; !killed; seq += 1) {
      const record: SentTicket = { input: ticketInput(runId, client, seq), status: null };
      sent.push(record);
      try {
        const response = await send(session.base, "/api/tickets", record.input, session.cookie);
        record.status = response.status;
        if (response.status !== 201) {
          // Anything but a created ticket before the kill is a failure of its own; stop this writer.
          if (!killed) return;
          continue;
        }
        acknowledged += 1;
        firstAcknowledgedAt ??= Date.now();
        const late = Date.now() - firstAcknowledgedAt >= options.killAfterMs;
        if (acknowledged >= options.killAfterAcknowledged || (late && acknowledged >= options.minimumAcknowledged)) killNow();
        record.ticket = ((await response.json()) as { ticket: ServiceTicket }).ticket;
      } catch {
        // The connection died with the server: not acknowledged (or acknowledged without a body).
        if (!killed) return;
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: options.clients }, (_, client) => writer(client)));
  } finally {
    killNow();
  }
  return sent;
}

/** Varied, valid input: optional fields empty or filled, unicode in the free text. */
function ticketInput(runId: string, client: number, seq: number): SentTicket["input"] {
  const tag = `${String(client).padStart(2, "0")}${String(seq).padStart(4, "0")}`;
  return {
    vin: `1HGCM82633A${tag}`,
    customerName: seq % 3 === 0 ? "" : `Zoë Ñúñez ${tag}`,
    customerContact: seq % 2 === 0 ? "" : `+44 7700 9${tag}`,
    issueDescription: `Run ${runId}, writer ${client}, ticket ${seq}: squeal when braking — “hot” 🚗`,
    vehicleId: seq % 4 === 0 ? `local_${tag}` : null,
  };
}
