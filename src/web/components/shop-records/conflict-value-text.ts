/** A field's value as a notice shows it: plain text, a list of parts by name, "empty" for nothing. */
export function conflictValueText(value: unknown): string {
  if (value === null || value === undefined || (typeof value === "string" && value.trim() === "")) return "empty";
  if (typeof value === "string") return value;
  if (typeof value === "number") return value.toLocaleString("en-US");
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (Array.isArray(value)) {
    if (value.length === 0) return "empty";
    return value.map((item) => (isNamed(item) ? item.name : JSON.stringify(item))).join(", ");
  }
  return JSON.stringify(value);
}

function isNamed(item: unknown): item is { name: string } {
  return typeof item === "object" && item !== null && typeof (item as { name?: unknown }).name === "string";
}
