import { can } from "@/shared/auth/permissions";
import type { Role } from "@/shared/auth/roles";

/**
 * Whether this browser works on the shop's records (sharing on) or on its own (off, the SPEC
 * keys). The server's setting decides; the browser remembers the last answer under
 * "shopRecordsShared" so a reload in shop mode opens on the shop copy before the server answers.
 * It is a memory of the server's setting, not a local setting: it stays out of Export Data and
 * Reset Local App Settings.
 *
 * The shop's records are for staff: while a User is signed in, this tab works on the browser's
 * own records whatever the setting, and the device's shop copy is left as it is for the staff
 * who use this browser.
 */
export const SHOP_MODE_KEY = "shopRecordsShared";

const listeners = new Set<() => void>();
let shared: boolean | undefined;
/** Whether the person signed in may work on the shop's records; until a session check answers, assumed. */
let staff = true;

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
  /** Whether this tab works on the shop copy: the shop shares its records and the person signed in is staff. */
  isShared(): boolean {
    shared ??= remembered();
    return shared && staff;
  },
  /** Whether the person signed in may work on the shop's records (their role holds shop-records:sync). */
  isStaff(): boolean {
    return staff;
  },
  /** Records who is signed in (null: nobody), as the session check answers, before any page reads a list. */
  setSignedInRole(role: Role | null): void {
    const next = can(role, "shop-records:sync");
    if (next === staff) return;
    staff = next;
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
  /** Reads the mode from storage again when next asked and forgets who is signed in: after storage was changed around this module (tests). */
  forget(): void {
    shared = undefined;
    staff = true;
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
