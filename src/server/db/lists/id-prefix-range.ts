/** Where each character of a uuid's text sits: hex digits ("x") and hyphens. */
const UUID_TEMPLATE = "xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx";
const HEX = /^[0-9a-f]$/;

/** Shorter searches are ordinary words far more often than ids. */
export const MIN_ID_PREFIX = 8;

export interface UuidRange {
  low: string;
  high: string;
}

/**
 * The lowest and highest uuid whose text starts with `search` (any case, hyphens where the uuid
 * has them), or null when no uuid's text can start with it. PostgreSQL orders uuids byte by
 * byte, which is the order of their lower-case text, so "id between low and high" is exactly
 * "id::text like 'prefix%'", and the primary key's index answers it.
 */
export function idPrefixRange(search: string): UuidRange | null {
  const prefix = search.toLowerCase();
  if (prefix.length < MIN_ID_PREFIX || prefix.length > UUID_TEMPLATE.length) return null;
  for (let index = 0; index < prefix.length; index += 1) {
    const character = prefix[index]!;
    const expected = UUID_TEMPLATE[index];
    if (expected === "-" ? character !== "-" : !HEX.test(character)) return null;
  }
  const rest = UUID_TEMPLATE.slice(prefix.length);
  return { low: prefix + rest.replaceAll("x", "0"), high: prefix + rest.replaceAll("x", "f") };
}
