import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServiceTicket } from "../../../src/shared/schemas/ticket-responses";
import { listBackups } from "../../../src/server/backup/list-backups";
import { startServer, type RunningServer } from "../../support/server-process";
import { send, signUpAndIn, type ApiSession } from "../durability/api-session";
import { runCommand } from "./run-command";

const PASSWORD = "correct horse battery";

/** The path and exact size `npm run backup` printed. */
function printedBackup(stdout: string): { file: string; bytes: number } {
  const match = /^Backup written: (.+\.sql)\nSize: .*?([\d,]+) bytes\)?\n$/m.exec(stdout);
  if (!match) throw new Error(`unexpected output:\n${stdout}`);
  return { file: match[1]!, bytes: Number(match[2]!.replace(/,/g, "")) };
}

describe("npm run backup and npm run restore on a data folder", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "autoserv-commands-"));
  const dataDir = path.join(root, "data");
  // The server's start is read from its info line, so the level stays the default.
  const env = { DATA_DIR: dataDir };
  let server: RunningServer | null = null;
  let owner: ApiSession;
  let ticket: ServiceTicket;
  let backupFromServer = "";

  beforeAll(async () => {
    server = await startServer(env);
    owner = await signUpAndIn(server.url, "owner@example.com", "Olga Owner");
    const response = await send(server.url, "/api/tickets", { vin: "1HGCM82633A004352", issueDescription: "Kept across the restore" }, owner.cookie);
    if (response.status !== 201) throw new Error(`POST /api/tickets answered ${response.status}`);
    ticket = ((await response.json()) as { ticket: ServiceTicket }).ticket;
  });
  afterAll(async () => {
    if (server && server.process.exitCode === null) {
      server.process.kill("SIGTERM");
      await server.exited;
    }
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("backup asks the server running on the folder, and prints the file's path and size", async () => {
    const run = await runCommand("backup", [], env);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`A server is running on ${dataDir}: asking it for the backup...`);
    const { file, bytes } = printedBackup(run.stdout);
    expect(path.dirname(file)).toBe(path.join(dataDir, "backups"));
    expect(fs.statSync(file).size).toBe(bytes);
    expect((await listBackups(path.join(dataDir, "backups"))).map((backup) => backup.path)).toContain(file);
    // The request and answer files are gone again.
    expect(fs.readdirSync(dataDir).filter((name) => name.startsWith("autoserv.backup-"))).toEqual([]);
    backupFromServer = file;
  });

  it("restore refuses the folder a running server holds, even with --force, and the server keeps serving", async () => {
    const run = await runCommand("restore", [backupFromServer, "--force"], env);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`The data folder ${dataDir} is in use by another AutoServ server (pid ${server!.process.pid}).`);
    expect(fs.readdirSync(root)).toEqual(["data"]);
    const read = await fetch(`${server!.url}/api/tickets/${ticket.id}`, { headers: { cookie: owner.cookie } });
    expect(read.status).toBe(200);
  });

  it("backup reads a stopped server's folder directly", async () => {
    server!.process.kill("SIGTERM");
    expect(await server!.exited).toBe(0);
    // Backup names are to the second: the next one must not share the server's.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const run = await runCommand("backup", [], env);
    expect(run.code).toBe(0);
    expect(run.stdout).not.toContain("asking it");
    const { file } = printedBackup(run.stdout);
    expect((await listBackups(path.join(dataDir, "backups")))[0]?.path).toBe(file);
  });

  it("restore refuses the folder holding a database, and with --force moves it aside; the restored server signs its owner in", async () => {
    const refused = await runCommand("restore", [backupFromServer], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`The data folder ${dataDir} is not empty (it holds pgdata).`);

    const forced = await runCommand("restore", [backupFromServer, "--force"], env);
    expect(forced.code).toBe(0);
    const aside = /The old data folder was moved to (.+)\n/.exec(forced.stdout)?.[1];
    expect(aside).toMatch(new RegExp(`^${dataDir}\\.before-restore-\\d{8}-\\d{6}Z$`));
    expect(fs.readdirSync(aside!)).toContain("pgdata");
    // The backups stay where the server looks for them.
    expect(fs.readdirSync(path.join(dataDir, "backups"))).toContain(path.basename(backupFromServer));

    server = await startServer(env);
    const signIn = await send(server.url, "/api/auth/sign-in/email", { email: "owner@example.com", password: PASSWORD });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers.getSetCookie().map((line) => line.split(";")[0]).join("; ");
    const read = await fetch(`${server.url}/api/tickets/${ticket.id}`, { headers: { cookie } });
    expect(read.status).toBe(200);
    expect(((await read.json()) as { ticket: ServiceTicket }).ticket).toEqual(ticket);
  });

  it("restore names its usage when the file is missing, and refuses a file that is not a backup", async () => {
    const usage = await runCommand("restore", [], env);
    expect(usage.code).toBe(1);
    expect(usage.stderr).toBe("Name one backup file. Usage: npm run restore -- FILE [--force]\n");
    const notes = path.join(root, "notes.sql");
    fs.writeFileSync(notes, "select 1;\n");
    const refused = await runCommand("restore", [notes], { ...env, DATA_DIR: path.join(root, "elsewhere") });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe(`${notes} is not an AutoServ backup (it does not start with "-- AutoServ backup").\n`);
    expect(fs.existsSync(path.join(root, "elsewhere"))).toBe(false);
  });
});
