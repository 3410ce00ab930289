import { describe, expect, it } from "vitest";
import { JOB_CARD_STATUSES, TECHNICIAN_JOB_CARD_STATUSES } from "../constants/statuses";
import { jobCardStatusChoices, jobCardStatusRule } from "./job-card-status-rule";

const own = { assignedTechnicianId: "tech-1", status: "In Progress" } as const;

describe("job card status rule", () => {
  it("lets the office set any status on any card", () => {
    for (const role of ["Admin", "Manager", "Service Advisor"] as const) {
      expect(jobCardStatusRule(role)).toEqual({ assignedOnly: false, statuses: JOB_CARD_STATUSES });
      expect(jobCardStatusChoices(role, "u1", { assignedTechnicianId: null, status: "Billed" })).toEqual(JOB_CARD_STATUSES);
    }
  });

  it("lets a technician move only their own cards, only among the technician's statuses", () => {
    expect(jobCardStatusRule("Service Technician")).toEqual({ assignedOnly: true, statuses: TECHNICIAN_JOB_CARD_STATUSES });
    expect(jobCardStatusChoices("Service Technician", "tech-1", own)).toEqual(TECHNICIAN_JOB_CARD_STATUSES);
    expect(jobCardStatusChoices("Service Technician", "tech-2", own)).toEqual([]);
    expect(jobCardStatusChoices("Service Technician", null, own)).toEqual([]);
    expect(jobCardStatusChoices("Service Technician", "tech-1", { ...own, status: "Cancelled" })).toEqual([]);
  });

  it("lets a plain user, or no one signed in, change nothing", () => {
    expect(jobCardStatusRule("User")).toBeNull();
    expect(jobCardStatusRule(null)).toBeNull();
    expect(jobCardStatusChoices("User", "u1", own)).toEqual([]);
  });
});
