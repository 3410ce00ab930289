import { useSyncExternalStore } from "react";
import type { LocalCollection } from "@/web/lib/local-store/local-collection";

const NOTHING: never[] = [];
const ignore = () => () => {};
const nothing = () => NOTHING;

/**
 * A local list, read only while `active`. The header's search sits on every page: reading a
 * multi-megabyte list at once would slow each page's first paint for a box nobody typed in yet.
 */
export function useListWhile<T>(collection: LocalCollection<T>, active: boolean): readonly T[] {
  const snapshot = active ? collection.getSnapshot : nothing;
  return useSyncExternalStore(active ? collection.subscribe : ignore, snapshot, snapshot);
}
