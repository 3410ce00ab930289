/**
 * Whether this browser works on the shop's records (sharing on) or on its own (off, the SPEC
 * keys). The server's setting decides; the browser remembers the last answer under
 * "shopRecordsShared" so a reload in shop mode opens on the shop copy before the server answers.
 * It is a memory of the server's setting, not a local setting: it stays out of Export Data and
 * Reset Local App Settings.
 */
export const SHOP_MODE_KEY = "shopRecordsShared";

const listeners = new Set<() => void>();
let shared: boolean | undefined;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function remembered(): boolean {
  try {
    return storage()?.getItem(SHOP_MODE_KEY) === "true";
  } catch {
    return false;
  }
}

function notify(): void {
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent): void {
  if (event.key !== SHOP_MODE_KEY && event.key !== null) return;
  const next = remembered();
  if (next === shared) return;
  shared = next;
  notify();
}

export const shopMode = {
  isShared(): boolean {
    shared ??= remembered();
    return shared;
  },
  subscribe(listener: () => void): () => void {
    if (listeners.size === 0) window.addEventListener("storage", onStorage);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) window.removeEventListener("storage", onStorage);
    };
  },
  /** Reads the mode from storage again when next asked: after storage was changed around this module (tests). */
  forget(): void {
    shared = undefined;
  },
  /** Records the mode (other tabs follow through the storage event) and tells this tab's readers. */
  set(value: boolean): void {
    try {
      storage()?.setItem(SHOP_MODE_KEY, String(value));
    } catch {
      // Storage refused: the mode holds for this visit and the server's answer sets it again next time.
    }
    if (value === shared) return;
    shared = value;
    notify();
  },
};
