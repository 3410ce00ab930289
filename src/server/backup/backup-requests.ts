import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { Logger } from "pino";
import { PRIVATE_FILE_MODE } from "../private-files/private-modes";
import type { BackupFile } from "./backup-file";

/**
 * `npm run backup` cannot open a data folder that a running server holds, so it leaves a request
 * file in the folder and the server answers with a file beside it. Whoever may write into the data
 * folder may read the whole database anyway, so the request needs no other credential, and it
 * works the same on every platform (no signals).
 */
const REQUEST_PREFIX = "autoserv.backup-request.";
const ANSWER_PREFIX = "autoserv.backup-answer.";
/** How often the server looks for requests: a stat of a small folder each second costs nothing. */
export const REQUEST_POLL_MS = 1000;

/** What the server writes back: the backup it took, or why it could not. */
export type BackupAnswer = { backup: Omit<BackupFile, "takenAt"> & { takenAt: string } } | { error: string };

export const requestFile = (dataDir: string, id: string) => path.join(dataDir, `${REQUEST_PREFIX}${id}`);
export const answerFile = (dataDir: string, id: string) => path.join(dataDir, `${ANSWER_PREFIX}${id}.json`);

export const newRequestId = () => `${Date.now()}-${randomBytes(6).toString("hex")}`;

/** Writes `content` under a temporary name first, so a reader never sees half of it. */
export async function writeFileAtomically(file: string, content: string): Promise<void> {
  const partial = `${file}.${process.pid}.partial`;
  await fs.writeFile(partial, content, { mode: PRIVATE_FILE_MODE });
  await fs.rename(partial, file);
}

/**
 * The running server's side: each request file found in `dataDir` is removed and answered with a
 * backup taken by `take`. Returns the function that stops looking.
 */
export function answerBackupRequests(dataDir: string, take: () => Promise<BackupFile>, logger: Logger): () => void {
  let busy = false;
  const look = async () => {
    if (busy) return;
    busy = true;
    try {
      const names = await fs.readdir(dataDir).catch(() => [] as string[]);
      for (const name of names) {
        if (!name.startsWith(REQUEST_PREFIX) || name.endsWith(".partial")) continue;
        const id = name.slice(REQUEST_PREFIX.length);
        await fs.rm(path.join(dataDir, name), { force: true });
        logger.info({ request: id }, "backup requested by the backup command");
        let answer: BackupAnswer;
        try {
          const file = await take();
          answer = { backup: { ...file, takenAt: file.takenAt.toISOString() } };
        } catch (error) {
          answer = { error: (error as Error).message };
        }
        await writeFileAtomically(answerFile(dataDir, id), JSON.stringify(answer));
      }
    } catch (error) {
      logger.error({ err: error }, "could not answer a backup request");
    } finally {
      busy = false;
    }
  };
  const timer = setInterval(() => void look(), REQUEST_POLL_MS);
  timer.unref();
  void look();
  return () => clearInterval(timer);
}
