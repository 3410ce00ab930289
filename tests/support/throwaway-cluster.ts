import { execFile } from "node:child_process";
import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { freePort } from "./free-port";

const run = promisify(execFile);
const SCRIPT = fileURLToPath(new URL("../../scripts/pg-throwaway.sh", import.meta.url));
const BIN_ROOT = "/usr/lib/postgresql";

/** The folder holding initdb and pg_ctl, as scripts/pg-throwaway.sh finds it; null when not installed. */
export function postgresBinDir(): string | null {
  if (!fs.existsSync(BIN_ROOT)) return null;
  const found = fs
    .readdirSync(BIN_ROOT)
    .map((version) => `${BIN_ROOT}/${version}/bin`)
    .filter((dir) => fs.existsSync(`${dir}/initdb`) && fs.existsSync(`${dir}/pg_ctl`));
  return found[0] ?? null;
}

/** A private PostgreSQL cluster this test can stop and start again at will. */
export interface ThrowawayCluster {
  /** The cluster's `postgres` database. */
  url: string;
  /** Stops the server (fast shutdown); its port then refuses connections. */
  halt(): Promise<void>;
  /** Starts it again with the options it was first started with. */
  resume(): Promise<void>;
  /** Stops it and deletes its folder. */
  remove(): Promise<void>;
}

/** Starts a cluster with scripts/pg-throwaway.sh on a port that is free now. */
export async function startThrowawayCluster(): Promise<ThrowawayCluster> {
  const bin = postgresBinDir();
  if (!bin) throw new Error("PostgreSQL server binaries not found");
  const { stdout } = await run(SCRIPT, ["start"], { env: { ...process.env, PG_PORT: String(await freePort()) } });
  const dir = /PG_THROWAWAY_DIR='([^']+)'/.exec(stdout)?.[1];
  const url = /TEST_DATABASE_URL='([^']+)'/.exec(stdout)?.[1];
  if (!dir || !url) throw new Error(`pg-throwaway.sh printed no cluster:\n${stdout}`);
  const pgCtl = (...args: string[]) => run(...asOwner(`${bin}/pg_ctl`, ["-D", `${dir}/data`, "-w", ...args]));
  return {
    url,
    halt: async () => {
      await pgCtl("-m", "fast", "stop");
    },
    // restart reuses postmaster.opts (port, socket folder, listen address), and starts a stopped server.
    resume: async () => {
      await pgCtl("-l", `${dir}/server.log`, "restart");
    },
    remove: async () => {
      await run(SCRIPT, ["stop", dir]);
    },
  };
}

/** PostgreSQL refuses to run as root; like the script, run it as the package's postgres user then. */
function asOwner(command: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ["runuser", ["-u", "postgres", "--", command, ...args]] : [command, args];
}
