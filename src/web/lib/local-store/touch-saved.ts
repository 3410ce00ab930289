/**
 * A user's save marks the records it added or replaced with the time (the dashboard's Recent
 * Activity reads it); records the change kept as they were, by identity, are left alone.
 */
export function touchSaved<T>(previous: readonly T[], next: T[], stamp: (item: T, at: string) => T): T[] {
  const kept = new Set(previous);
  const at = new Date().toISOString();
  return next.map((item) => (kept.has(item) ? item : stamp(item, at)));
}
