/** Ids made in this browser carry their creation time: local_<ms>_…, local_svc_<ms>_…, v<ms>, s<ms>. */
const ID_TIME = /^(?:local_(?:svc_)?|[vs])(\d{12,14})(?:_|$)/;
/** A save stamped this soon after the id was made is the record's creation. */
const CREATION_SLACK_MS = 60_000;
/** Times outside this range are not what an id or a stamp would hold. */
const EARLIEST = Date.UTC(2000, 0, 1);

export interface RecordTime {
  at: number;
  action: "created" | "updated";
}

function plausible(time: number, now: number): boolean {
  return Number.isFinite(time) && time >= EARLIEST && time <= now + 86_400_000;
}

/**
 * When a browser-kept record last changed: its save stamp, else the time in its id. Null for a
 * record that tells neither (the sample data, or records made elsewhere with other ids).
 */
export function recordTime(record: { id: string; updatedAt?: string | undefined }, now: number = Date.now()): RecordTime | null {
  const match = ID_TIME.exec(record.id);
  const created = match ? Number(match[1]) : NaN;
  const saved = record.updatedAt ? Date.parse(record.updatedAt) : NaN;
  const hasCreated = plausible(created, now);
  if (plausible(saved, now)) {
    const isCreation = hasCreated && saved - created < CREATION_SLACK_MS;
    return { at: saved, action: isCreation ? "created" : "updated" };
  }
  return hasCreated ? { at: created, action: "created" } : null;
}
