import { describe, expect, it } from "vitest";
import { backupsToDelete } from "./rotation";

interface Named {
  name: string;
  takenAt: Date;
}

const backup = (iso: string): Named => ({ name: iso, takenAt: new Date(iso) });

/** One backup at 02:00 UTC on each day from `first` to `last`, both included. */
function daily(first: string, last: string): Named[] {
  const backups: Named[] = [];
  for (let day = new Date(`${first}T02:00:00Z`); day <= new Date(`${last}T02:00:00Z`); day = new Date(day.getTime() + 86_400_000)) {
    backups.push(backup(day.toISOString()));
  }
  return backups;
}

const names = (backups: readonly Named[]) => backups.map((entry) => entry.name.slice(0, 10));
const keptOf = (backups: readonly Named[], deleted: readonly Named[]) => backups.filter((entry) => !deleted.includes(entry));

describe("backupsToDelete", () => {
  it("keeps the newest of the last 7 days and of the 4 ISO weeks before them, and deletes the rest", () => {
    // 2026-11-26 is a Thursday; the days kept are Friday 20 to Thursday 26.
    const backups = daily("2026-10-01", "2026-11-26");

    const deleted = backupsToDelete(backups, { daily: 7, weekly: 4 });

    expect(names(keptOf(backups, deleted)).reverse()).toEqual([
      "2026-11-26",
      "2026-11-25",
      "2026-11-24",
      "2026-11-23",
      "2026-11-22",
      "2026-11-21",
      "2026-11-20",
      // Weekly: the newest before the 20th in the weeks of Mondays 16, 9 and 2 November and 26 October.
      "2026-11-19",
      "2026-11-15",
      "2026-11-08",
      "2026-11-01",
    ]);
    expect(deleted).toHaveLength(46);
    expect(names(deleted).at(0)).toBe("2026-11-18");
    expect(names(deleted).at(-1)).toBe("2026-10-01");
  });

  it("keeps only the newest backup of a day, today's included", () => {
    const backups = [
      backup("2026-11-26T02:00:00Z"),
      backup("2026-11-26T09:30:00Z"),
      backup("2026-11-26T17:45:00Z"),
      backup("2026-11-25T02:00:00Z"),
      backup("2026-11-25T12:00:00Z"),
    ];

    const deleted = backupsToDelete(backups, { daily: 7, weekly: 4 });

    expect(deleted.map((entry) => entry.name)).toEqual(["2026-11-26T09:30:00Z", "2026-11-26T02:00:00Z", "2026-11-25T02:00:00Z"]);
  });

  it("counts only days and weeks that have a backup, so a gap never ages the last good ones away", () => {
    const backups = [backup("2026-11-26T02:00:00Z"), backup("2026-11-20T02:00:00Z"), backup("2026-11-10T02:00:00Z"), backup("2026-10-01T02:00:00Z")];

    expect(names(backupsToDelete(backups, { daily: 2, weekly: 1 }))).toEqual(["2026-10-01"]);
    expect(backupsToDelete(backups, { daily: 2, weekly: 2 })).toEqual([]);
  });

  it("takes weeks from Monday to Sunday across a new year, as ISO weeks do", () => {
    // Sunday 3 January 2027 belongs to the week of Monday 28 December 2026.
    const backups = ["2027-01-05", "2027-01-04", "2027-01-03", "2026-12-28", "2026-12-27"].map((day) => backup(`${day}T02:00:00Z`));

    expect(names(backupsToDelete(backups, { daily: 1, weekly: 2 }))).toEqual(["2026-12-28", "2026-12-27"]);
  });

  it("never deletes the newest backup, even when it keeps no days or weeks", () => {
    const backups = daily("2026-11-20", "2026-11-26");

    const deleted = backupsToDelete(backups, { daily: 0, weekly: 0 });

    expect(names(keptOf(backups, deleted))).toEqual(["2026-11-26"]);
  });

  it("with no daily backups kept, keeps the newest of each week", () => {
    const backups = daily("2026-11-10", "2026-11-26");

    expect(names(keptOf(backups, backupsToDelete(backups, { daily: 0, weekly: 2 })))).toEqual(["2026-11-22", "2026-11-26"]);
  });

  it("decides the same whatever order the backups come in, and deletes nothing from an empty folder", () => {
    const backups = daily("2026-10-01", "2026-11-26");
    const shuffled = [...backups].sort((a, b) => (a.name.slice(8, 10) < b.name.slice(8, 10) ? -1 : 1));

    expect(names(backupsToDelete(shuffled, { daily: 7, weekly: 4 }))).toEqual(names(backupsToDelete(backups, { daily: 7, weekly: 4 })));
    expect(backupsToDelete([], { daily: 7, weekly: 4 })).toEqual([]);
  });
});
