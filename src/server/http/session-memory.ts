import type { Database } from "../db/database";
import { checkSessionToRemember, type RememberedSession, type SessionReader } from "../db/lists/session-gate";

/** How many remembered checks are kept (a shop's devices by its lists' role sets, with room to spare); then the memory starts again. */
const MAX_REMEMBERED = 2000;

/**
 * The longest a check is remembered, even when its answer lasts longer (until the session is due
 * for extension, up to a day). Within an hour two machines' clocks drift apart by well under a
 * second, so the time counted here cannot overrun the database's by more than that, and what it
 * bounds is the extension, days before the session expires.
 */
export const MAX_REMEMBER_MS = 60 * 60 * 1000;

/** A remembered check, and the time of `clock` at which it lapses. */
interface Remembered {
  reader: RememberedSession;
  until: number;
}

/**
 * The session checks of the direct list reads, remembered per session and list roles: a list
 * read then states the remembered check (the one row of the epoch's table) instead of making it
 * (two index lookups in a function call), which was a third of the database's work for a page of
 * invoices. Nothing is trusted from memory alone: the statement answers rows only while no
 * session ended or lost access since the check, on any instance (the session epoch, moved in the
 * same transaction as the change). A check lapses here, on this process's monotonic clock, when
 * its answer's time comes (the session due for extension) or after MAX_REMEMBER_MS, counted from
 * before the check was sent, so never later than the database's own time says. A read whose
 * statement found the epoch moved fails, and forgets the check (direct-list-reads.ts).
 *
 * `clock` is milliseconds on a monotonic clock (performance.now); the tests move their own.
 */
export function sessionMemory(db: Database, clock: () => number = () => performance.now()) {
  const remembered = new Map<string, Remembered>();
  const keyOf = (reader: SessionReader) => `${reader.roles.join(",")}\n${reader.sessionToken}`;

  return {
    /** The remembered check while it lasts, or undefined. */
    recall(reader: SessionReader): RememberedSession | undefined {
      const key = keyOf(reader);
      const found = remembered.get(key);
      if (!found) return undefined;
      if (clock() < found.until) return found.reader;
      remembered.delete(key);
      return undefined;
    },
    /** The check made now and remembered; null when the session is not allowed. */
    async check(reader: SessionReader): Promise<RememberedSession | null> {
      const sent = clock();
      const checked = await checkSessionToRemember(db, reader);
      if (!checked) return null;
      const session: RememberedSession = { viewerId: checked.viewerId, sessionEpoch: checked.sessionEpoch };
      if (remembered.size >= MAX_REMEMBERED) remembered.clear();
      remembered.set(keyOf(reader), { reader: session, until: sent + Math.min(checked.lastsMs, MAX_REMEMBER_MS) });
      return session;
    },
    forget: (reader: SessionReader): void => {
      remembered.delete(keyOf(reader));
    },
  };
}
