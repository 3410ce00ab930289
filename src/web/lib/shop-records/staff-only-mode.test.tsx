import { QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Role } from "@/shared/auth/roles";
import { useSession } from "@/web/lib/auth/use-session";
import { vehiclesStore } from "@/web/lib/local-store/collections";
import { useLocalCollection } from "@/web/lib/local-store/use-local-collection";
import { createQueryClient } from "@/web/lib/query-client";
import { makeProfile } from "@/web/testing/make-profile";
import { leaveBrowserInShopMode, OWN_VEHICLES } from "@/web/testing/staff-browser";
import { jsonResponse, stubApi } from "@/web/testing/stub-api";
import { shopRecordsSettingQuery } from "./setting-cache";
import { shopMode } from "./shop-mode";
import { syncEngine } from "./shop-sync";
import { useShopRecordsSync } from "./use-shop-records-sync";


/** The app shell's part in shop records, and a list as a page draws it: every render's makes are kept. */
function Probe({ renders }: { renders: string[][] }) {
  const session = useSession();
  useShopRecordsSync(session.status === "signed-in" ? session.profile.userId : null);
  const vehicles = useLocalCollection(vehiclesStore);
  if (session.status !== "signed-in") return <p>Checking the session</p>;
  renders.push(vehicles.map((vehicle) => vehicle.make));
  return (
    <ul aria-label="Vehicles">
      {vehicles.map((vehicle) => (
        <li key={vehicle.id}>{vehicle.make}</li>
      ))}
    </ul>
  );
}

/** A browser a staff member left in shop mode, opened by someone with `role` while the shop shares its records. */
function openAs(role: Role) {
  const calls = stubApi({
    "GET /api/auth/me": () => jsonResponse(200, { profile: makeProfile({ userId: `id-${role}`, role }), shopRecordsShared: true }),
  });
  const renders: string[][] = [];
  const queryClient = createQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <Probe renders={renders} />
    </QueryClientProvider>,
  );
  return { ...view, calls, renders, queryClient };
}

describe("shop records are for staff, in the browser", () => {
  beforeEach(() => {
    leaveBrowserInShopMode();
    // jsdom has no IndexedDB: the shop copy cannot be read here and says so.
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it("a User works on this browser's own records from the first render, and no sync starts", async () => {
    const start = vi.spyOn(syncEngine, "start");
    const { calls, renders, queryClient } = openAs("User");

    expect(await screen.findByText("Browser Own Car")).toBeInTheDocument();
    await waitFor(() => expect(queryClient.getQueryData(shopRecordsSettingQuery.queryKey)).toEqual({ shared: true }));
    // One session check answers the session and the shop records setting both.
    expect(calls.filter((call) => call.path === "/api/auth/me")).toHaveLength(1);
    // Every question the shell asked is answered and the effects its answers caused have run: a
    // sync that was going to start would have started by now.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    await act(async () => undefined);

    expect(renders.length).toBeGreaterThan(0);
    for (const makes of renders) expect(makes).toEqual(["Browser Own Car"]);
    expect(shopMode.isShared()).toBe(false);
    expect(start).not.toHaveBeenCalled();
    expect(calls.filter((call) => call.path.startsWith("/api/sync") || call.path.startsWith("/api/job-card-images"))).toEqual([]);
    // The browser's own records are left as they were: nothing of the shop's is written into them.
    expect(JSON.parse(localStorage.getItem("vehicles_local_cache")!)).toEqual(OWN_VEHICLES);
  });

  it("a Service Technician on the same browser works on the shop copy and syncs", async () => {
    const start = vi.spyOn(syncEngine, "start").mockImplementation(() => undefined);
    vi.spyOn(syncEngine, "sync").mockResolvedValue(undefined);
    const { renders } = openAs("Service Technician");

    await waitFor(() => expect(start).toHaveBeenCalledWith("id-Service Technician"));
    expect(shopMode.isShared()).toBe(true);
    expect(renders.at(-1)).not.toContain("Browser Own Car");
  });

  it("an account whose role becomes User leaves the shop copy and its sync at the next session check", async () => {
    let role: Role = "Service Advisor";
    stubApi({ "GET /api/auth/me": () => jsonResponse(200, { profile: makeProfile({ role }), shopRecordsShared: true }) });
    const queryClient = createQueryClient();
    const stop = vi.spyOn(syncEngine, "stop");
    const start = vi.spyOn(syncEngine, "start").mockImplementation(() => undefined);
    vi.spyOn(syncEngine, "sync").mockResolvedValue(undefined);
    const renders: string[][] = [];
    render(
      <QueryClientProvider client={queryClient}>
        <Probe renders={renders} />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(start).toHaveBeenCalled());
    expect(shopMode.isShared()).toBe(true);

    role = "User";
    await queryClient.refetchQueries();
    expect(await screen.findByText("Browser Own Car")).toBeInTheDocument();
    expect(shopMode.isShared()).toBe(false);
    expect(stop).toHaveBeenCalled();
  });
});
