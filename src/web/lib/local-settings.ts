import { useSyncExternalStore } from "react";

/**
 * The one door to the browser's localStorage: screens read and write their local
 * settings here and never touch window.localStorage, so a missing or full storage cannot break one.
 * Keys keep the product's established names, so existing browser data still reads; a feature
 * that needs another key adds it to this union.
 */
export const LOCAL_SETTING_KEYS = [
  "appName",
  "appLogoUrl",
  "currencySymbol",
  "currencyCode",
  "sidebarCollapsed",
  "shopRecordsHintDismissed",
] as const;
export type LocalSettingKey = (typeof LOCAL_SETTING_KEYS)[number];

type Listener = () => void;

const listeners = new Set<Listener>();

/** Used only when the browser refuses localStorage outright: settings then last for the visit. */
const memory = new Map<LocalSettingKey, string>();

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

// The storage event only reaches other tabs, so this tab's own writes are announced here.
function notify(): void {
  for (const listener of listeners) listener();
}

/** The stored value, or null when there is none (or storage cannot be read). */
export function readLocal(key: LocalSettingKey): string | null {
  const store = storage();
  if (!store) return memory.get(key) ?? null;
  try {
    return store.getItem(key);
  } catch {
    return null;
  }
}

/**
 * Stores a value. Returns false when the browser refuses it (quota full, storage disabled); the
 * previous value is then kept and the caller decides how to tell the user.
 */
export function writeLocal(key: LocalSettingKey, value: string): boolean {
  const store = storage();
  try {
    if (store) store.setItem(key, value);
    else memory.set(key, value);
  } catch (error) {
    console.warn(`Could not save the local setting "${key}".`, error);
    return false;
  }
  notify();
  return true;
}

/** Forgets a value, so readers see their fallback again. */
export function removeLocal(key: LocalSettingKey): void {
  const store = storage();
  try {
    if (store) store.removeItem(key);
    else memory.delete(key);
  } catch {
    return;
  }
  notify();
}

/**
 * Stores several values as one change (null forgets a key): when the browser refuses any of
 * them, those already written are put back and false is returned, so a half-saved setting
 * (a new symbol with the old code) never shows.
 */
export function writeLocalSettings(values: Partial<Record<LocalSettingKey, string | null>>): boolean {
  const entries = Object.entries(values) as [LocalSettingKey, string | null][];
  const previous = new Map(entries.map(([key]) => [key, readLocal(key)]));
  const store = storage();
  const put = (key: LocalSettingKey, value: string | null) => {
    if (value === null) {
      if (store) store.removeItem(key);
      else memory.delete(key);
    } else if (store) store.setItem(key, value);
    else memory.set(key, value);
  };
  const written: LocalSettingKey[] = [];
  try {
    for (const [key, value] of entries) {
      put(key, value);
      written.push(key);
    }
  } catch (error) {
    console.warn("Could not save the local settings.", error);
    for (const key of written.reverse()) {
      try {
        put(key, previous.get(key) ?? null);
      } catch {
        // The old value fitted before; if even that fails there is nothing better to do.
      }
    }
    return false;
  }
  notify();
  return true;
}

// One subscription serves every key: snapshots are strings, so a change to another key
// compares equal and re-renders nothing.
function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

/** A local setting that follows writes from this tab and, through the storage event, from others. */
export function useLocalSetting(key: LocalSettingKey, fallback: string): string {
  const stored = useSyncExternalStore(
    subscribe,
    () => readLocal(key),
    () => null,
  );
  return stored ?? fallback;
}
