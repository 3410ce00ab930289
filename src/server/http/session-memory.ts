import type { Database } from "../db/database";
import { checkSessionToRemember, type RememberedSession, type SessionReader } from "../db/lists/session-gate";

/** How many remembered checks are kept (a shop's devices by its lists' role sets, with room to spare); then the memory starts again. */
const MAX_REMEMBERED = 2000;

/**
 * The session checks of the direct list reads, remembered per session and list roles: a list
 * read then states the remembered check (one row read by primary key) instead of making it (two
 * index lookups in a function call), which was a third of the database's work for a page of
 * invoices. Nothing is trusted from memory alone: the statement answers rows only while no
 * session ended or lost access since the check, on any instance (the session epoch, moved in the
 * same transaction as the change), and before the session is due for extension. A read without
 * rows forgets the check, and the app answers it the usual way.
 */
export function sessionMemory(db: Database) {
  const remembered = new Map<string, RememberedSession>();
  const keyOf = (reader: SessionReader) => `${reader.roles.join(",")}\n${reader.sessionToken}`;

  return {
    /** The remembered check, or undefined when there is none. */
    recall: (reader: SessionReader): RememberedSession | undefined => remembered.get(keyOf(reader)),
    /** The check made now and remembered; null when the session is not allowed. */
    async check(reader: SessionReader): Promise<RememberedSession | null> {
      const checked = await checkSessionToRemember(db, reader);
      if (!checked) return null;
      if (remembered.size >= MAX_REMEMBERED) remembered.clear();
      remembered.set(keyOf(reader), checked);
      return checked;
    },
    forget: (reader: SessionReader): void => {
      remembered.delete(keyOf(reader));
    },
  };
}
