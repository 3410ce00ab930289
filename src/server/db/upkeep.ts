import { channel } from "node:diagnostics_channel";
import { sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database } from "./database";

/**
 * How often upkeep looks. A look is one trivial query while nothing is written, and three queries
 * of about a millisecond each after writes, so it can be often; and often keeps each step short:
 * a VACUUM's work grows with the rows it meets, and a look every half second keeps that to the
 * edits of half a second.
 */
export const UPKEEP_CHECK_MS = 500;

/**
 * When a table is due, as PostgreSQL's autovacuum decides: a fixed number of rows plus a share of
 * the table's live rows. The share keeps the work per change the same whatever the table's size
 * (a VACUUM also reads every index of its table, so vacuuming a big table after a few edits would hold the database for little gain), and the fixed part keeps a
 * small table from being vacuumed after every edit.
 * - rows a VACUUM has work with, past 50 + 5%: dead rows (left by updates and deletes), whose space
 *   it frees for new rows, and rows inserted since the last vacuum, whose trigram index entries
 *   wait in a pending list that every search reads one by one until VACUUM files them.
 *   Autovacuum waits for 20%; at 5% each VACUUM of PGlite's one connection stays short, as every
 *   request waits for it;
 * - rows changed since the last analyze past 50 + 10% (autovacuum's figures): ANALYZE refreshes the
 *   planner's statistics, at most once a minute per table (autovacuum's pace): statistics need
 *   not follow every burst, and an ANALYZE reads up to 30,000 rows however few changed.
 */
const VACUUM_ROWS = { base: 50, share: 0.05 };
const ANALYZE_ROWS = { base: 50, share: 0.1 };
const ANALYZE_INTERVAL_SECONDS = 60;
/**
 * Transaction ids age every table, changed or not. Past this age a plain VACUUM freezes the whole
 * table (PostgreSQL's vacuum_freeze_table_age), long before PostgreSQL would refuse writes at about
 * two billion; on a server autovacuum sees to it, and on PGlite nothing else would.
 */
const FREEZE_AGE = 150_000_000;
/**
 * PGlite has no checkpointer: old write-ahead log is recycled only at a checkpoint, which PGlite
 * takes by itself only when the log reaches max_wal_size (1 GB), in the middle of some request.
 * A checkpoint after each 16 MB segment keeps the log folder at a few segments, and each stays
 * short (it writes what changed since the last, at most the 16 MB buffer cache).
 */
const CHECKPOINT_WAL_BYTES = 16 * 1024 * 1024;
/** A step that held the database this long is logged at info, the rest at debug. */
const SLOW_STEP_MS = 50;

/** Each step as it is taken, for anyone measuring upkeep (the benchmarks subscribe). */
export const UPKEEP_CHANNEL = "autoserv:upkeep";
const stepChannel = channel(UPKEEP_CHANNEL);

export interface UpkeepStep {
  /** The statement run, e.g. VACUUM "public"."service_tickets". */
  statement: string;
  /** Why it was due, e.g. "312 dead rows, 1000 live". */
  reason: string;
  /** How long the statement had the database to itself, every other query waiting. */
  heldMs: number;
}

export interface Upkeep {
  /** One look now: vacuums and analyzes each table past its threshold, then checkpoints if due. */
  run(): Promise<UpkeepStep[]>;
  /** Looks every UPKEEP_CHECK_MS from now on, logging each step. */
  start(logger: Logger): void;
  /** No further looks; resolves once a look under way has finished. */
  stop(): Promise<void>;
}

interface TableStats {
  schema: string;
  table: string;
  live: number;
  dead: number;
  inserted: number;
  changed: number;
  /** Seconds since the last ANALYZE; null if never. */
  sinceAnalyze: number | null;
  xidAge: number;
}

/**
 * PGlite runs PostgreSQL without its autovacuum worker, so nothing else removes dead rows: every
 * edit would leave its old row (and an entry in each index) behind for good, the planner would keep
 * the statistics of the first rows, and the write-ahead log would pile up to a gigabyte. PGlite has
 * one connection, which a VACUUM holds for its whole run, so upkeep sends one table per statement,
 * and ANALYZE and CHECKPOINT as statements of their own: a request that arrives meanwhile waits for
 * one short statement, never for a whole pass. PostgreSQL servers have autovacuum for all this.
 */
export function createUpkeep(db: Database): Upkeep {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  /** Where the write-ahead log stood at the last look: if it has not moved, nothing was written. */
  let lastLsn: string | null = null;

  const take = async (statement: string, reason: string): Promise<UpkeepStep> => {
    const step = { statement, reason, heldMs: Math.round((await heldFor(db, statement)) * 10) / 10 };
    if (stepChannel.hasSubscribers) stepChannel.publish(step);
    return step;
  };

  const run = async (): Promise<UpkeepStep[]> => {
    const steps: UpkeepStep[] = [];
    const wal = await readWal(db);
    if (wal.lsn === lastLsn) return steps;
    lastLsn = wal.lsn;
    const tables = (await readTableStats(db)).sort((a, b) => b.dead - a.dead);
    for (const stats of tables) {
      const name = `${quote(stats.schema)}.${quote(stats.table)}`;
      const reason = `${stats.dead} dead rows, ${stats.live} live, ${stats.inserted} inserted since the last vacuum, ${stats.changed} changed since the last analyze`;
      if (!stopped && dueForVacuum(stats)) steps.push(await take(`VACUUM ${name}`, reason));
      if (!stopped && dueForAnalyze(stats)) steps.push(await take(`ANALYZE ${name}`, reason));
    }
    if (!stopped && wal.sinceCheckpoint > CHECKPOINT_WAL_BYTES) {
      steps.push(await take("CHECKPOINT", `${Math.round(wal.sinceCheckpoint / 1048576)} MB of write-ahead log since the last checkpoint`));
    }
    return steps;
  };

  const look = async (logger: Logger) => {
    try {
      for (const step of await run()) {
        const message = `upkeep: ${step.statement} held the database ${step.heldMs} ms`;
        if (step.heldMs >= SLOW_STEP_MS) logger.info({ heldMs: step.heldMs, reason: step.reason }, message);
        else logger.debug({ heldMs: step.heldMs, reason: step.reason }, message);
      }
    } catch (error) {
      // The next look tries again; a closing database ends the looks through stop().
      if (!stopped) logger.warn({ err: error }, "upkeep: a VACUUM, ANALYZE or CHECKPOINT failed");
    }
  };

  return {
    run() {
      const pass = run();
      running = pass.catch(() => {});
      return pass;
    },
    start(logger) {
      if (timer || stopped) return;
      const next = () => {
        timer = setTimeout(() => {
          running = look(logger).then(() => {
            if (!stopped) next();
          });
        }, UPKEEP_CHECK_MS);
        // Upkeep never keeps the process alive on its own.
        timer.unref();
      };
      next();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}

function dueForVacuum(stats: TableStats): boolean {
  return past(stats.dead + stats.inserted, VACUUM_ROWS, stats.live) || stats.xidAge > FREEZE_AGE;
}

function dueForAnalyze(stats: TableStats): boolean {
  return past(stats.changed, ANALYZE_ROWS, stats.live) && (stats.sinceAnalyze === null || stats.sinceAnalyze >= ANALYZE_INTERVAL_SECONDS);
}

function past(rows: number, threshold: { base: number; share: number }, live: number): boolean {
  return rows > threshold.base + threshold.share * live;
}

/**
 * The tables' counts, read with the statistics functions rather than the pg_stat_user_tables view,
 * which costs three times as long. PGlite's single backend keeps its counts to itself until asked
 * to report them (a server's backends report each second): the first statement asks, the second
 * reads.
 */
async function readTableStats(db: Database): Promise<TableStats[]> {
  await db.execute(sql`select pg_stat_force_next_flush()`);
  const result = await db.execute(
    sql`select n.nspname as schema, c.relname as "table", pg_stat_get_live_tuples(c.oid)::float8 as live,
               pg_stat_get_dead_tuples(c.oid)::float8 as dead, pg_stat_get_ins_since_vacuum(c.oid)::float8 as inserted,
               pg_stat_get_mod_since_analyze(c.oid)::float8 as changed,
               extract(epoch from now() - pg_stat_get_last_analyze_time(c.oid))::float8 as "sinceAnalyze",
               age(c.relfrozenxid)::float8 as "xidAge"
          from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where c.relkind in ('r', 'm') and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname !~ '^pg_toast'`,
  );
  return rowsOf<TableStats>(result);
}

/** Where the write-ahead log stands, and how much of it was written since the last checkpoint. */
async function readWal(db: Database): Promise<{ lsn: string; sinceCheckpoint: number }> {
  const result = await db.execute(
    sql`select pg_current_wal_insert_lsn()::text as lsn, pg_wal_lsn_diff(pg_current_wal_insert_lsn(), redo_lsn)::float8 as "sinceCheckpoint"
          from pg_control_checkpoint()`,
  );
  const [wal] = rowsOf<{ lsn: string; sinceCheckpoint: number }>(result);
  if (!wal) throw new Error("pg_control_checkpoint() returned no row");
  return wal;
}

/**
 * Runs a statement and measures how long it had the database to itself. PGlite serves statements
 * one at a time in the order they were sent, so a trivial query sent just before finishes the moment
 * the statement starts; the clock runs from then, leaving out the wait behind earlier requests.
 */
async function heldFor(db: Database, statement: string): Promise<number> {
  let startedAt = 0;
  const turn = db.execute(sql`select 1`).then(() => {
    startedAt = performance.now();
  });
  await db.execute(sql.raw(statement));
  await turn;
  return performance.now() - startedAt;
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

function quote(identifier: string): string {
  return `"${identifier.replaceAll('"', '""')}"`;
}
