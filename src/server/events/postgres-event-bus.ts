import { sql } from "drizzle-orm";
import pg from "pg";
import type { Logger } from "pino";
import type { Database } from "../db/database";
import type { EventBus } from "./event-bus";
import { parseChangeEvent } from "./parse-change-event";
import { SESSIONS_CHANNEL, type SessionChangeListener } from "./session-changes";
import { createSubscriberSet } from "./subscriber-set";

/** The NOTIFY channel every instance on one database shares. */
export const CHANGES_CHANNEL = "autoserv_changes";
/** Names the LISTEN connection in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = "autoserv-events";

export interface PostgresEventBusOptions {
  db: Database;
  /** The same database as `db`; LISTEN needs a connection of its own, outside the pool. */
  url: string;
  logger: Logger;
  /** Waits between attempts to listen again after the connection dropped: doubling, capped. */
  retryDelayMs?: { first: number; max: number };
  /**
   * Told of every user named on SESSIONS_CHANNEL, through the same LISTEN connection. Whatever is
   * announced while it is down needs no replay: a drop ends every stream, and a new stream starts
   * from a session it has just read.
   */
  onSessionChange?: SessionChangeListener;
}

/**
 * Crosses instances: publish is a NOTIFY through the app's pool, and every instance (this one
 * included) hears it on its LISTEN connection and hands it to its own subscribers. So an event
 * reaches each subscriber once, and only once the database has carried it.
 *
 * Resolves once listening, or after the first failed attempt (it keeps trying in the background).
 */
export async function createPostgresEventBus(options: PostgresEventBusOptions): Promise<EventBus> {
  const { db, url, logger } = options;
  const retry = options.retryDelayMs ?? { first: 500, max: 30_000 };
  const subscribers = createSubscriberSet();
  let listener: pg.Client | null = null;
  let closed = false;
  let retryTimer: NodeJS.Timeout | null = null;
  let nextDelay = retry.first;

  function receive(payload: string | undefined): void {
    const event = parseChangeEvent(payload);
    if (event) subscribers.deliver(event);
    else logger.warn({ payload }, "Ignored a malformed change notification");
  }

  async function listen(): Promise<void> {
    retryTimer = null;
    const client = new pg.Client({
      connectionString: url,
      application_name: LISTENER_APPLICATION_NAME,
      // A connection that dies without a word (a dropped network) is noticed, too.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    client.on("notification", (message) => {
      if (message.channel === CHANGES_CHANNEL) receive(message.payload);
      else if (message.channel === SESSIONS_CHANNEL && message.payload) options.onSessionChange?.(message.payload);
    });
    client.on("error", (error) => dropped(client, error));
    client.on("end", () => dropped(client, null));
    try {
      await client.connect();
      await client.query(`listen ${CHANGES_CHANNEL}`);
      if (options.onSessionChange) await client.query(`listen ${SESSIONS_CHANNEL}`);
    } catch (error) {
      void client.end().catch(() => {});
      if (closed) return;
      logger.warn(
        { err: (error as Error).message, retryInMs: nextDelay },
        "Live updates cannot listen to PostgreSQL; retrying",
      );
      scheduleRetry();
      return;
    }
    if (closed) {
      await client.end().catch(() => {});
      return;
    }
    if (nextDelay !== retry.first) logger.info("Live updates are listening to PostgreSQL again");
    listener = client;
    nextDelay = retry.first;
    // Whoever subscribed while nobody listened may have missed changes.
    subscribers.endAll();
  }

  function dropped(client: pg.Client, error: Error | null): void {
    // Only the current connection matters; a failed attempt is handled where it failed.
    if (client !== listener) return;
    listener = null;
    void client.end().catch(() => {});
    if (closed) return;
    logger.warn(
      { err: error?.message ?? "connection ended", retryInMs: nextDelay },
      "Live updates lost their PostgreSQL connection; listening again",
    );
    subscribers.endAll();
    scheduleRetry();
  }

  function scheduleRetry(): void {
    const delay = nextDelay;
    nextDelay = Math.min(nextDelay * 2, retry.max);
    retryTimer = setTimeout(() => void listen(), delay);
    // A pending retry must not keep a stopping process alive.
    retryTimer.unref();
  }

  await listen();

  return {
    async publish(event) {
      try {
        await db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${JSON.stringify(event)})`);
      } catch (error) {
        logger.error({ err: (error as Error).message, event }, "Could not announce a change");
      }
    },
    subscribe: subscribers.add,
    async close() {
      if (closed) return;
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      subscribers.close();
      const client = listener;
      listener = null;
      await client?.end().catch(() => {});
    },
  };
}
