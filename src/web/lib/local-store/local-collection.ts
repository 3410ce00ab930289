import type { ZodType } from "zod";

/** Raised when the browser refuses a write (quota full); the stored data is left as it was. */
export class StorageFullError extends Error {
  override name = "StorageFullError";
  constructor() {
    super("The browser's storage for AutoServ is full. Nothing was saved; free some space (export and remove old records) and try again.");
  }
}

export interface CorruptionNotice {
  key: string;
  /** Where the unreadable value was kept aside. */
  keptAs: string;
}

export interface LocalCollectionOptions<T> {
  /** The localStorage key (SPEC.md 3's exact name). */
  key: string;
  /** Parses one stored item; items that fail are kept aside, never dropped. */
  itemSchema: ZodType<T>;
  /** Written when the key holds nothing yet (not after the user empties the list). */
  seed?: () => T[];
  /** Older keys read once when the key is absent (SPEC.md 3's vehicles, services...). */
  legacyKeys?: string[];
  /** Told once per broken value, so the app can say so. */
  onCorruption?: (notice: CorruptionNotice) => void;
  storage?: () => Storage;
}

/**
 * Leaves out empty values ("", null, [], {}) when a list is written. The schemas restore them as
 * defaults on reading, and the browser's ~5 MB of storage then holds far more records.
 */
function compact(this: unknown, key: string, value: unknown): unknown {
  if (Array.isArray(this) || key === "") return value;
  if (value === "" || value === null || value === undefined) return undefined;
  if (Array.isArray(value)) return value.length === 0 ? undefined : value;
  if (typeof value === "object" && Object.keys(value).length === 0) return undefined;
  return value;
}

export function serialize(items: unknown[]): string {
  return JSON.stringify(items, compact);
}

/**
 * A list of records in one localStorage key: parsed with a shared schema, seeded when absent,
 * migrated once from older keys, and observable (React reads it with useSyncExternalStore).
 * Every write re-reads the stored value first, and other tabs' writes arrive through the
 * `storage` event, so two tabs never erase each other's records.
 */
export function createLocalCollection<T>(options: LocalCollectionOptions<T>) {
  const { key, itemSchema } = options;
  const storage = options.storage ?? (() => window.localStorage);
  const listeners = new Set<() => void>();
  let cachedRaw: string | null | undefined;
  let cachedItems: T[] = [];

  function keepAside(raw: string): void {
    const keptAs = `${key}_corrupt_${Date.now()}`;
    try {
      storage().setItem(keptAs, raw);
    } catch {
      // Storage full: the raw value stays where it is rather than being lost.
      return;
    }
    options.onCorruption?.({ key, keptAs });
  }

  function parse(raw: string): T[] {
    let data: unknown;
    try {
      data = JSON.parse(raw);
    } catch {
      keepAside(raw);
      storage().setItem(key, "[]");
      return [];
    }
    if (!Array.isArray(data)) {
      keepAside(raw);
      storage().setItem(key, "[]");
      return [];
    }
    const items: T[] = [];
    const broken: unknown[] = [];
    for (const entry of data) {
      const result = itemSchema.safeParse(entry);
      if (result.success) items.push(result.data);
      else broken.push(entry);
    }
    if (broken.length > 0) {
      keepAside(JSON.stringify(broken));
      storage().setItem(key, serialize(items));
    }
    return items;
  }

  /** The raw value, after the one-time migration from legacy keys and the seed. */
  function readRaw(): string {
    const store = storage();
    const current = store.getItem(key);
    if (current !== null) return current;
    for (const legacy of options.legacyKeys ?? []) {
      const old = store.getItem(legacy);
      if (old !== null) {
        store.setItem(key, old);
        return old;
      }
    }
    const seeded = serialize(options.seed?.() ?? []);
    store.setItem(key, seeded);
    return seeded;
  }

  /** Re-reads the stored value and parses it only if it differs from what was parsed last. */
  function reload(): T[] {
    const raw = readRaw();
    if (raw !== cachedRaw) {
      cachedItems = parse(raw);
      cachedRaw = storage().getItem(key);
    }
    return cachedItems;
  }

  /**
   * The parsed list, from memory once read: React asks on every render, and reading a
   * multi-megabyte value from storage each time would cost every keystroke milliseconds. Only
   * this module writes the key in this tab, and other tabs' writes arrive as `storage` events.
   */
  function snapshot(): T[] {
    return cachedRaw === undefined ? reload() : cachedItems;
  }

  function notify(): void {
    for (const listener of listeners) listener();
  }

  function onStorage(event: StorageEvent): void {
    if (event.key === key || event.key === null) {
      cachedRaw = undefined;
      notify();
    }
  }

  return {
    key,
    getSnapshot: snapshot,

    /** Forgets the list held in memory after the key was written around this module (a data import, tests). */
    invalidate(): void {
      cachedRaw = undefined;
      notify();
    },

    subscribe(listener: () => void): () => void {
      if (listeners.size === 0) window.addEventListener("storage", onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener("storage", onStorage);
      };
    },

    /**
     * Applies `change` to the latest stored list (not a possibly stale copy) and saves it.
     * Throws StorageFullError when the browser refuses; nothing is changed then.
     */
    update(change: (items: T[]) => T[]): T[] {
      const next = change(reload());
      const raw = serialize(next);
      try {
        storage().setItem(key, raw);
      } catch (error) {
        if (error instanceof DOMException && (error.name === "QuotaExceededError" || error.code === 22)) {
          throw new StorageFullError();
        }
        throw error;
      }
      cachedRaw = raw;
      cachedItems = next;
      notify();
      return next;
    },
  };
}

export type LocalCollection<T> = ReturnType<typeof createLocalCollection<T>>;
