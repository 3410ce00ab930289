import { describe, expect, it } from "vitest";
import { CHANGE_RESOURCES } from "@/shared/events/change-event";
import { queryKeys, staleAfterChange } from "./query-keys";

describe("query keys", () => {
  it("keys every query of a live-event resource under the resource's name", () => {
    for (const resource of CHANGE_RESOURCES) {
      const keys = queryKeys[resource];
      expect(keys.all).toEqual([resource]);
      for (const key of [keys.list({ search: "" }), keys.detail("id-1"), keys.search("brakes")]) {
        expect(key[0]).toBe(resource);
      }
    }
  });

  it("makes a resource's queries and Recent Activity stale after a change", () => {
    expect(staleAfterChange("estimates")).toEqual([["estimates"], queryKeys.activity]);
  });

  it("makes the customer pages stale after a ticket, job card or invoice change, as they list them", () => {
    for (const resource of ["tickets", "job-cards", "invoices"] as const) {
      expect(staleAfterChange(resource)).toEqual([[resource], queryKeys.activity, ["customers", "detail"]]);
    }
    expect(staleAfterChange("customers")).toEqual([["customers"], queryKeys.activity]);
  });
});
