import type { ZodType } from "zod";
import { touchSaved } from "./touch-saved";

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
  /** The localStorage key, by its established exact name. */
  key: string;
  /** Parses one stored item; items that fail are kept aside, never dropped. */
  itemSchema: ZodType<T>;
  /** Written when the key holds nothing yet (not after the user empties the list). */
  seed?: () => T[];
  /** Older keys read once when the key is absent (vehicles, services...). */
  legacyKeys?: string[];
  /** Told once per broken value, so the app can say so. */
  onCorruption?: (notice: CorruptionNotice) => void;
  /** Marks a record saved by the user with the time (the dashboard's Recent Activity reads it). */
  touch?: (item: T, at: string) => T;
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
  /** Set by clear(): until this page loads again, an absent key reads as empty instead of seeding. */
  let cleared = false;

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
    if (cleared) return "[]";
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

  /** Writes a raw value, turning the browser's refusal into StorageFullError (nothing changed then). */
  function store(raw: string): void {
    try {
      storage().setItem(key, raw);
    } catch (error) {
      if (error instanceof DOMException && (error.name === "QuotaExceededError" || error.code === 22)) {
        throw new StorageFullError();
      }
      throw error;
    }
  }

  function onStorage(event: StorageEvent): void {
    if (event.key === key || event.key === null) {
      cachedRaw = undefined;
      notify();
    }
  }

  return {
    key,
    itemSchema,
    getSnapshot: snapshot,

    /**
     * The list exactly as stored (after the seed, the migration and setting aside broken items),
     * not normalised: a backup then gives back the very same stored value.
     */
    readStored(): unknown[] {
      reload();
      const raw = storage().getItem(key);
      return raw === null ? [] : (JSON.parse(raw) as unknown[]);
    },

    /**
     * Replaces the list with items the caller has already checked against `itemSchema` (a
     * backup being restored). Throws StorageFullError when the browser refuses; nothing changes then.
     */
    replaceStored(items: unknown[]): void {
      store(serialize(items));
      cachedRaw = undefined;
      notify();
    },

    /**
     * Forgets the list, its older keys and kept-aside copies. Screens still open read an empty
     * list rather than writing the sample data straight back; the next page load seeds it afresh.
     */
    clear(): void {
      cleared = true;
      const browser = storage();
      const doomed = [key, ...(options.legacyKeys ?? [])];
      for (let index = 0; index < browser.length; index += 1) {
        const candidate = browser.key(index);
        if (candidate?.startsWith(`${key}_corrupt_`)) doomed.push(candidate);
      }
      for (const name of doomed) browser.removeItem(name);
      cachedRaw = undefined;
      notify();
    },

    /** Forgets the list held in memory after the key was written around this module (a data import, tests). */
    invalidate(): void {
      cleared = false;
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
     * With `touch`, the records `change` added or replaced are marked with the time (a user's save;
     * imports and bulk writes leave records as they are). Throws StorageFullError when the browser
     * refuses; nothing is changed then.
     */
    update(change: (items: T[]) => T[], { touch = false }: { touch?: boolean } = {}): T[] {
      const previous = reload();
      const changed = change(previous);
      const next = touch && options.touch ? touchSaved(previous, changed, options.touch) : changed;
      const raw = serialize(next);
      store(raw);
      cachedRaw = raw;
      cachedItems = next;
      notify();
      return next;
    },
  };
}

export type LocalCollection<T> = ReturnType<typeof createLocalCollection<T>>;
