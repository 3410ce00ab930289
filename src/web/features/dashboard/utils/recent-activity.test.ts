import { describe, expect, it } from "vitest";
import type { ServerActivity } from "@/shared/schemas/activity";
import { storedServiceSchema, storedVehicleSchema } from "@/shared/schemas/local-records";
import { localActivity, mergeActivity } from "./recent-activity";
import { recordTime } from "./record-time";

const at = (iso: string) => Date.parse(iso);
const NOW = at("2025-03-10T12:00:00.000Z");

describe("recordTime", () => {
  it("reads the creation time from the ids this browser makes", () => {
    const made = at("2025-03-01T08:00:00.000Z");
    expect(recordTime({ id: `local_${made}_abc123` }, NOW)).toEqual({ at: made, action: "created" });
    expect(recordTime({ id: `local_svc_${made}_x9` }, NOW)).toEqual({ at: made, action: "created" });
    expect(recordTime({ id: `v${made}` }, NOW)).toEqual({ at: made, action: "created" });
  });

  it("prefers the save stamp, which is an update when it came well after the creation", () => {
    const made = at("2025-03-01T08:00:00.000Z");
    expect(recordTime({ id: `local_${made}_a`, updatedAt: "2025-03-01T08:00:00.300Z" }, NOW)).toEqual({ at: made + 300, action: "created" });
    expect(recordTime({ id: `local_${made}_a`, updatedAt: "2025-03-05T10:00:00.000Z" }, NOW)).toEqual({
      at: at("2025-03-05T10:00:00.000Z"),
      action: "updated",
    });
    expect(recordTime({ id: "v1", updatedAt: "2025-03-05T10:00:00.000Z" }, NOW)?.action).toBe("updated");
  });

  it("knows no time for ids without one, or with a time that cannot be", () => {
    expect(recordTime({ id: "v1" }, NOW)).toBeNull();
    expect(recordTime({ id: "imported-42" }, NOW)).toBeNull();
    expect(recordTime({ id: "local_100000000000_a" }, NOW)).toBeNull();
    expect(recordTime({ id: `local_${NOW + 7 * 86_400_000}_a` }, NOW)).toBeNull();
    expect(recordTime({ id: "local_1", updatedAt: "yesterday" }, NOW)).toBeNull();
  });
});

describe("Recent Activity", () => {
  const t = (minutes: number) => Date.now() - minutes * 60_000;
  const vehicles = [
    storedVehicleSchema.parse({ id: "v1", make: "Sample", model: "Car" }),
    storedVehicleSchema.parse({ id: `local_${t(30)}_a`, make: "Toyota", model: "Camry", licensePlate: "ABC-1234" }),
  ];
  const services = [
    storedServiceSchema.parse({ id: `local_svc_${t(50)}_b`, vehicleId: vehicles[1]!.id, type: "Oil Change", updatedAt: new Date(t(5)).toISOString() }),
  ];
  const server: ServerActivity[] = [
    { kind: "ticket", id: "t1", action: "created", label: "Jane Doe: Brakes squeal", status: "Open", at: new Date(t(10)).toISOString(), by: { name: "Olive Owner", email: "o@x.test" } },
    { kind: "job_card", id: "j1", action: "updated", label: "1HGCM: Replace pads", status: "In Progress", at: new Date(t(60)).toISOString(), by: null },
  ];

  it("merges this browser's changes with the server's, newest first, each linking to its record", () => {
    const merged = mergeActivity(localActivity(vehicles, services), server);
    expect(merged.map((entry) => [entry.kind, entry.action, entry.label, entry.href])).toEqual([
      ["service", "updated", "Oil Change · Toyota Camry (ABC-1234)", `/services/${services[0]!.id}`],
      ["ticket", "created", "Jane Doe: Brakes squeal", "/service-tickets?search=t1"],
      ["vehicle", "created", "Toyota Camry (ABC-1234)", `/vehicles/${vehicles[1]!.id}`],
      ["job_card", "updated", "1HGCM: Replace pads", "/jobcards/j1"],
    ]);
    expect(merged[1]!.by).toEqual({ name: "Olive Owner", email: "o@x.test" });
    expect(merged[2]!.by).toBeUndefined();
  });

  it("keeps at most ten", () => {
    const many = Array.from({ length: 12 }, (_, index) =>
      storedVehicleSchema.parse({ id: `local_${t(index * 2 + 1)}_${index}`, make: `Make ${index}` }),
    );
    const merged = mergeActivity(localActivity(many, []), server);
    expect(merged).toHaveLength(10);
    expect(merged[0]!.label).toContain("Make 0");
    expect(merged[5]!.kind).toBe("ticket");
    expect(merged[9]!.label).toContain("Make 8");
    expect(merged.some((entry) => entry.kind === "job_card")).toBe(false);
  });

  it("is empty when no record tells its time and the server has nothing", () => {
    expect(mergeActivity(localActivity([vehicles[0]!], []), [])).toEqual([]);
  });

  it("links a merge to the kept customer's page, and an erase (whose customer is gone) to the list", () => {
    const line = (status: "Merged" | "Erased"): ServerActivity => ({
      kind: "customer",
      id: "c1",
      action: "updated",
      label: "A line",
      status,
      at: "2026-11-29T10:00:00.000Z",
      by: null,
    });
    const [merged, erased] = mergeActivity([], [line("Merged"), { ...line("Erased"), at: "2026-11-29T09:00:00.000Z" }]);
    expect(merged).toMatchObject({ kind: "customer", href: "/customers/c1" });
    expect(erased).toMatchObject({ kind: "customer", href: "/customers" });
  });
});
