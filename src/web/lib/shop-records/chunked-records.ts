import { getMany, promisifyRequest, setMany, values, type UseStore } from "idb-keyval";
import { entryKey, type ShopEntry } from "./shop-entry";

/**
 * The copy's records in IndexedDB, written in two layers. A full copy (a reset pull) is written as
 * chunks of CHUNK_SIZE records, each chunk one IndexedDB value: a put costs about the same
 * whatever its size, so a few large puts are far quicker than one per record. Records written
 * afterwards (edits, later pulls) go under their own keys and stand over the chunks; the next
 * full copy clears both. A record's chunk follows from its key, so one can be read alone.
 */
const CHUNK_SIZE = 1000;
/** Keys of the chunk layer start with "~", which no collection name does. */
const CHUNK_COUNT_KEY = "~chunks";
const chunkKey = (index: number) => `~chunk/${index}`;

interface Chunk {
  chunk: [string, ShopEntry][];
}

function isChunk(value: ShopEntry | Chunk | number): value is Chunk {
  return typeof value === "object" && "chunk" in value;
}

/** FNV-1a: a stable, well-spread number from a key, to pick its chunk. */
function hashOf(key: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < key.length; index += 1) {
    hash ^= key.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

const chunkOf = (key: string, count: number) => hashOf(key) % count;

/** Empties the store and writes `entries` as chunks, in one transaction: a crash leaves the old copy or the new. */
export function replaceChunked(store: UseStore, entries: readonly [string, ShopEntry][]): Promise<void> {
  const count = Math.max(1, Math.ceil(entries.length / CHUNK_SIZE));
  const chunks: [string, ShopEntry][][] = Array.from({ length: count }, () => []);
  for (const pair of entries) chunks[chunkOf(pair[0], count)]!.push(pair);
  return store("readwrite", (objects) => {
    objects.clear();
    objects.put(count, CHUNK_COUNT_KEY);
    chunks.forEach((chunk, index) => objects.put({ chunk } satisfies Chunk, chunkKey(index)));
    return promisifyRequest(objects.transaction);
  });
}

/** Every record: the chunks, then the records written since, which stand over them. */
export function loadChunked(store: UseStore): Promise<ShopEntry[]> {
  // Not async: a browser without IndexedDB throws here, at the call, as idb-keyval's own calls do.
  return values<ShopEntry | Chunk | number>(store).then((stored) => {
    const byKey = new Map<string, ShopEntry>();
    const single: ShopEntry[] = [];
    for (const value of stored) {
      if (typeof value === "number") continue;
      if (isChunk(value)) for (const [key, entry] of value.chunk) byKey.set(key, entry);
      else single.push(value);
    }
    for (const entry of single) byKey.set(entryKey(entry.collection, entry.id), entry);
    return [...byKey.values()];
  });
}

/** The records of `keys` as stored: under their own key, else in their chunk. */
export async function getChunked(store: UseStore, keys: string[]): Promise<(ShopEntry | undefined)[]> {
  const [count, ...found] = await getMany<ShopEntry | number | undefined>([CHUNK_COUNT_KEY, ...keys], store);
  const entries = found as (ShopEntry | undefined)[];
  if (typeof count !== "number" || entries.every((entry) => entry !== undefined)) return entries;
  const missing = keys.filter((_, index) => entries[index] === undefined);
  const wanted = [...new Set(missing.map((key) => chunkOf(key, count)))];
  const chunks = await getMany<Chunk | undefined>(wanted.map(chunkKey), store);
  const fromChunks = new Map<string, ShopEntry>();
  for (const chunk of chunks) for (const [key, entry] of chunk?.chunk ?? []) fromChunks.set(key, entry);
  return keys.map((key, index) => entries[index] ?? fromChunks.get(key));
}

/** Records written under their own keys, over whatever their chunk holds. */
export function putSingle(store: UseStore, entries: [string, ShopEntry][]): Promise<void> {
  return entries.length > 0 ? setMany(entries, store) : Promise.resolve();
}
