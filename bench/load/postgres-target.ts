import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import pg from "pg";

/**
 * A PostgreSQL server to load: BENCH_DATABASE_URL or TEST_DATABASE_URL when set, else a
 * throwaway cluster from scripts/pg-throwaway.sh, reached through
 * its Unix socket as an app on the database's own host would (bench/api.ts's baseline uses the
 * same URL, so the comparison is even). Null when there is none.
 */
export function postgresServer(): { url: string; stop: () => void } | null {
  const given = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (given) return { url: given, stop: () => undefined };
  const started = spawnSync("bash", ["scripts/pg-throwaway.sh", "start"], { encoding: "utf8" });
  if (started.status !== 0) return null;
  const dir = /PG_THROWAWAY_DIR='([^']+)'/.exec(started.stdout)?.[1];
  const tcpUrl = /TEST_DATABASE_URL='([^']+)'/.exec(started.stdout)?.[1];
  if (!dir || !tcpUrl) return null;
  const tcp = new URL(tcpUrl);
  const url = `postgres://${tcp.username}@localhost/postgres?host=${encodeURIComponent(dir)}&port=${tcp.port}`;
  return { url, stop: () => spawnSync("bash", ["scripts/pg-throwaway.sh", "stop", dir]) };
}

/** A new, empty database on that server, and the way to drop it again. */
export async function createDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `autoserv_load_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
