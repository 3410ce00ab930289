import { useSyncExternalStore } from "react";
import type { LocalCollection } from "./local-collection";

/** The current list of a local collection; re-renders on this tab's and other tabs' writes. */
export function useLocalCollection<T>(collection: LocalCollection<T>): T[] {
  return useSyncExternalStore(collection.subscribe, collection.getSnapshot, collection.getSnapshot);
}
