/** Admins are warned in Settings, Data when no backup has succeeded for this long: two days. */
export const BACKUP_OVERDUE_MS = 2 * 24 * 60 * 60 * 1000;

/** Whether the newest backup (taken at `lastTakenAt`, or none) is older than BACKUP_OVERDUE_MS at `now`. */
export function isBackupOverdue(lastTakenAt: Date | null, now: Date): boolean {
  return lastTakenAt === null || now.getTime() - lastTakenAt.getTime() > BACKUP_OVERDUE_MS;
}
