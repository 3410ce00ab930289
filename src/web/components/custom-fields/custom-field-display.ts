/** A stored custom field value as text; empty values read "N/A". */
export function customFieldDisplay(value: string | number | null | undefined, empty = "N/A"): string {
  if (value === null || value === undefined) return empty;
  const text = String(value).trim();
  return text === "" ? empty : text;
}
