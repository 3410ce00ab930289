/** A value's JSON with object keys in one order (jsonb keeps keys in an order of its own). */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${canonical(inner)}`).join(",")}}`;
  }
  // A field that is absent and one that is null both hold nothing.
  return JSON.stringify(value ?? null);
}

/** Whether two field values are the same data. */
export function sameValue(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}
