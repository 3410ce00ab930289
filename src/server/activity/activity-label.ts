/** Recent Activity shows one line per change; longer labels are cut with an ellipsis. */
export const MAX_LABEL_LENGTH = 80;
const MAX_SUBJECT_LENGTH = 32;
/** How much of a description the queries read: more than any label can show. */
export const DESCRIPTION_START_LENGTH = 120;

/** Line breaks and runs of spaces become one space. */
function oneLine(text: string | null): string {
  return (text ?? "").replace(/\s+/g, " ").trim();
}

/** At most `max` characters (code points, so no emoji is split), the last an ellipsis when cut. */
function cut(text: string, max: number): string {
  const characters = Array.from(text);
  if (characters.length <= max) return text;
  return `${characters.slice(0, max - 1).join("").trimEnd()}…`;
}

/**
 * "Who or what: the start of the work", e.g. "Carla Customer: Brakes squeal at low speed". The
 * subject is the first of `subjects` that is not empty, shortened so the work still shows.
 */
export function activityLabel(subjects: readonly (string | null)[], description: string): string {
  const subject = subjects.map(oneLine).find((text) => text !== "");
  const work = oneLine(description);
  const line = subject ? `${cut(subject, MAX_SUBJECT_LENGTH)}: ${work}` : work;
  return cut(line, MAX_LABEL_LENGTH);
}
