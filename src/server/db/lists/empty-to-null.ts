/** Optional text fields left empty are stored as null. */
export function emptyToNull(value: string | null | undefined): string | null {
  return value ? value : null;
}
