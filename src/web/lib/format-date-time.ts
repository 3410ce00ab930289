const formatter = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/** An ISO timestamp from the API in the reader's own locale and time zone; bad input is shown as is. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return "";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatter.format(date);
}

const dayFormatter = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });

/** The day of an ISO timestamp from the API, in the reader's own locale and time zone; bad input is shown as is. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return "";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dayFormatter.format(date);
}
