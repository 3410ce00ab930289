import fs from "node:fs/promises";
import type { BackupFile } from "./backup-file";
import { answerFile, newRequestId, REQUEST_POLL_MS, requestFile, writeFileAtomically, type BackupAnswer } from "./backup-requests";

/** A server that has not picked the request up by then does not answer requests (an older version). */
const PICK_UP_TIMEOUT_MS = 10 * REQUEST_POLL_MS;
/** Longer than any backup of a shop's database takes. */
const ANSWER_TIMEOUT_MS = 30 * 60 * 1000;

/** The backup command's side: asks the server holding `dataDir` for a backup and waits for it. */
export async function askServerForBackup(dataDir: string): Promise<BackupFile> {
  const id = newRequestId();
  const request = requestFile(dataDir, id);
  const answer = answerFile(dataDir, id);
  await writeFileAtomically(request, JSON.stringify({ requestedAt: new Date().toISOString() }));
  const started = Date.now();
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const text = await fs.readFile(answer, "utf8").catch(() => null);
    if (text !== null) {
      await fs.rm(answer, { force: true });
      const parsed = JSON.parse(text) as BackupAnswer;
      if ("error" in parsed) throw new Error(`The server could not write the backup: ${parsed.error}`);
      return { ...parsed.backup, takenAt: new Date(parsed.backup.takenAt) };
    }
    const waiting = await fs.stat(request).then(() => true, () => false);
    if (waiting && Date.now() - started > PICK_UP_TIMEOUT_MS) {
      await fs.rm(request, { force: true });
      throw new Error(
        "The server running on this data folder does not answer backup requests (it may be an older version of AutoServ). Stop it and run the backup again.",
      );
    }
    if (Date.now() - started > ANSWER_TIMEOUT_MS) throw new Error("The server took the request but gave no answer in 30 minutes; see its log.");
  }
}
