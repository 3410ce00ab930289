import type { SyncSpace } from "./space-version";

/** The cookie a pull hands a device: opaque to it, sent back on its next pull. */
export function formatCookie(space: SyncSpace): string {
  return `${space.epoch}:${space.version}`;
}

/**
 * The epoch and version a cookie names, or null for no cookie or one we could not have handed
 * out. Whether it still holds is the space's to say (cookieVersion).
 */
export function parseCookie(cookie: string | undefined): SyncSpace | null {
  if (!cookie) return null;
  const colon = cookie.lastIndexOf(":");
  const version = cookie.slice(colon + 1);
  if (colon < 0 || !/^\d{1,15}$/.test(version)) return null;
  return { epoch: cookie.slice(0, colon), version: Number(version) };
}

/**
 * The version a device's copy is complete up to, or null when the device needs a full reset:
 * no cookie, one it could not have had from us, one of another epoch, or one ahead of the
 * server's version (the server was restored from an older backup since).
 */
export function cookieVersion(cookie: string | undefined, space: SyncSpace): number | null {
  const named = parseCookie(cookie);
  if (!named || named.epoch !== space.epoch) return null;
  return named.version <= space.version ? named.version : null;
}
