import { describe, expect, it } from "vitest";
import type { JobCardTime, TimeEntry } from "@/shared/schemas/time-entries";
import { clockState } from "./clock-state";
import { formatClock } from "./format-clock";

const entry = (fields: Partial<TimeEntry>): TimeEntry => ({
  id: "e1",
  jobCardId: "card-1",
  jobId: "job-brakes",
  jobName: "Brakes",
  technician: { name: "Tia Technician", email: "tech@example.com" },
  startedAt: "2026-11-29T08:00:00.000Z",
  stoppedAt: null,
  seconds: 0,
  version: 1,
  ...fields,
});
const timeWith = (running: TimeEntry | null): JobCardTime => ({ entries: running ? [running] : [], jobs: [], running });
const AT = "2026-11-29T09:00:00.000Z";

describe("the clock as the technician sees it", () => {
  it("runs on the job the server says runs, and only there", () => {
    const time = timeWith(entry({}));
    expect(clockState(time, [], "card-1", "job-brakes")).toEqual({ running: true, since: "2026-11-29T08:00:00.000Z", waiting: false });
    expect(clockState(time, [], "card-1", "job-wipers")).toEqual({ running: false, since: null, waiting: false });
  });

  it("lays taps waiting for the connection over the server's answer, in order", () => {
    const time = timeWith(entry({}));
    const stop = { id: 1, name: "clock.stop", jobCardId: "card-1", at: AT } as const;
    expect(clockState(time, [stop], "card-1", "job-brakes")).toEqual({ running: false, since: null, waiting: true });
    const start = { id: 2, name: "clock.start", jobCardId: "card-1", jobId: "job-wipers", at: AT } as const;
    expect(clockState(time, [stop, start], "card-1", "job-wipers")).toEqual({ running: true, since: AT, waiting: true });
    // A start on another job stops this one, as the server will.
    expect(clockState(time, [start], "card-1", "job-brakes")).toEqual({ running: false, since: null, waiting: true });
  });

  it("shows clocked time as h:mm:ss", () => {
    expect(formatClock(0)).toBe("0:00:00");
    expect(formatClock(3723.9)).toBe("1:02:03");
  });
});
