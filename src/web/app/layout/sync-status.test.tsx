import { act, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { shopMode } from "@/web/lib/shop-records/shop-mode";
import { syncStatusStore } from "@/web/lib/shop-records/sync-status";
import { renderWithProviders } from "@/web/testing/render-with-providers";
import { jsonResponse, stubApi } from "@/web/testing/stub-api";
import { makeProfile } from "@/web/testing/make-profile";
import { SyncStatus } from "./sync-status";

function renderStatus() {
  stubApi({
    "GET /api/auth/me": () => jsonResponse(200, { profile: makeProfile({ role: "Service Technician" }), shopRecordsShared: shopMode.isShared() }),
  });
  return renderWithProviders(<SyncStatus />);
}

function settle(waiting: number, state: "synced" | "syncing" | "offline") {
  act(() => {
    syncStatusStore.setWaiting(waiting);
    if (state === "syncing") syncStatusStore.setRunning(true);
    else syncStatusStore.setRunning(false, state === "synced");
  });
}

describe("the header's sync state", () => {
  beforeEach(() => {
    localStorage.clear();
    shopMode.set(true);
  });
  afterEach(() => {
    act(() => {
      syncStatusStore.setWaiting(0);
      syncStatusStore.setRunning(false, true);
      shopMode.set(false);
    });
  });

  it("reads Synced, Syncing... and Offline: N changes waiting as a polite status", () => {
    renderStatus();
    settle(0, "synced");
    const status = screen.getByRole("status");
    expect(status).toHaveAttribute("aria-live", "polite");
    expect(status).toHaveTextContent(/^Synced$/);

    settle(2, "syncing");
    expect(screen.getByRole("status")).toHaveTextContent(/^Syncing\.\.\.$/);

    settle(3, "offline");
    expect(screen.getByRole("status")).toHaveTextContent(/^Offline: 3 changes waiting$/);
  });

  it("shows nothing while sharing is off", () => {
    act(() => shopMode.set(false));
    renderStatus();
    expect(screen.queryByRole("status")).toBeNull();
    act(() => shopMode.set(true));
    expect(screen.getByRole("status")).toHaveTextContent("Synced");
  });
});
