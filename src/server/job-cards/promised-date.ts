/** A validated promised time (ISO with its offset) as the moment the database stores, or null for none. */
export function promisedDate(promisedAt: string | null): Date | null {
  return promisedAt === null ? null : new Date(promisedAt);
}
