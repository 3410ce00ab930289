/** How many backups rotation keeps: the newest of each of so many days, then of so many weeks. */
export interface BackupKeep {
  daily: number;
  weekly: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The backups that rotation removes; the rest are kept:
 * - daily: the newest backup of each of the `daily` newest days (UTC, as in the file names) that
 *   have one;
 * - weekly: among the backups older than the oldest day kept above, the newest of each of the
 *   `weekly` newest ISO weeks (Monday to Sunday, UTC) that have one;
 * - the newest backup, whatever the numbers.
 * Days and weeks without a backup are skipped rather than counted, so a schedule that stopped
 * working never ages the last good backups away. Ties in time keep the one listed first.
 * Returns the backups to delete, newest first.
 */
export function backupsToDelete<T extends { takenAt: Date }>(backups: readonly T[], keep: BackupKeep): T[] {
  const newestFirst = [...backups].sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime());
  const kept = new Set<T>(newestFirst.slice(0, 1));

  const days = new Set<string>();
  for (const backup of newestFirst) {
    const day = utcDay(backup.takenAt);
    if (days.has(day)) continue;
    if (days.size >= keep.daily) break;
    days.add(day);
    kept.add(backup);
  }

  const oldestDay = [...days].at(-1);
  const weeks = new Set<string>();
  for (const backup of newestFirst) {
    if (weeks.size >= keep.weekly) break;
    if (oldestDay !== undefined && utcDay(backup.takenAt) >= oldestDay) continue;
    const week = isoWeekStart(backup.takenAt);
    if (weeks.has(week)) continue;
    weeks.add(week);
    kept.add(backup);
  }

  return newestFirst.filter((backup) => !kept.has(backup));
}

/** "2026-11-26": the UTC calendar day, which sorts as text. */
function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The UTC day of the Monday that starts the ISO week of `date`: one key per week. */
function isoWeekStart(date: Date): string {
  const daysSinceMonday = (date.getUTCDay() + 6) % 7;
  return utcDay(new Date(date.getTime() - daysSinceMonday * DAY_MS));
}
