import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/web/lib/api-error";
import { jsonResponse, stubApi } from "@/web/testing/stub-api";
import { shopApi } from "./shop-api";
import { createFakeShopServer } from "./testing/fake-shop-server";
import { car, device, stopDevices } from "./testing/sync-device";
import { PUSH_PAUSE_UNSAID_SECONDS } from "./sync-engine";
import { syncStatusStore } from "./sync-status";

// Each test's devices are separate browsers, not tabs of one: no channel between them.
beforeAll(() => vi.stubGlobal("BroadcastChannel", undefined));

afterEach(() => {
  stopDevices();
  vi.useRealTimers();
});

describe("the shop records push", () => {
  it("sends the rest at once when the server applied only part of a push, dropping only what it applied", async () => {
    const server = createFakeShopServer();
    const front = device(server);
    await front.sync();
    server.applyPerPush(2);
    const before = server.pushRequests.length;
    front.vehicles.update((items) => [...items, ...["a", "b", "c", "d", "e"].map((id) => car(id))]);
    await front.sync();

    const [first, ...rest] = server.pushRequests.slice(before);
    expect(first).toHaveLength(5);
    // Each push after a partial answer carries exactly the mutations the server has not applied.
    expect(rest).toEqual([first!.slice(2), first!.slice(4)]);
    for (const id of ["a", "b", "c", "d", "e"]) expect(server.record("vehicles", id)).toBeDefined();
    expect(front.storage.outbox.size).toBe(0);
    expect(syncStatusStore.getSnapshot()).toEqual({ state: "synced", waiting: 0 });
  });

  it("holds its pushes for the Retry-After of a 429, keeps the outbox and still pulls, then pushes by itself; no error shown", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    const warn = vi.spyOn(console, "warn");
    const server = createFakeShopServer();
    const front = device(server);
    const bay = device(server, { userId: "user-2" });
    await front.sync();

    server.refusePushes(30);
    front.vehicles.update((items) => [...items, car("late")]);
    await front.sync();
    expect(server.record("vehicles", "late")).toBeUndefined();
    expect(front.storage.outbox.size).toBe(1);
    // The server was reached: this is a pause, not Offline.
    expect(syncStatusStore.getSnapshot()).toEqual({ state: "syncing", waiting: 1 });
    expect(warn).not.toHaveBeenCalled();

    // Edits and other triggers meanwhile push nothing, but another device's changes still arrive.
    bay.vehicles.update((items) => [...items, car("from_bay")]);
    await bay.sync();
    const pushesBefore = server.pushRequests.length;
    front.vehicles.update((items) => items.map((item) => (item.id === "late" ? { ...item, mileage: 4321 } : item)));
    await vi.advanceTimersByTimeAsync(29_000);
    await front.sync();
    expect(server.pushRequests.length).toBe(pushesBefore);
    expect(front.vehicles.getSnapshot().map((item) => item.id)).toContain("from_bay");
    expect(front.vehicles.getSnapshot().find((item) => item.id === "late")).toMatchObject({ mileage: 4321 });

    await vi.advanceTimersByTimeAsync(1_000);
    await front.engine.sync();
    expect(server.record("vehicles", "late")?.record).toMatchObject({ mileage: 4321 });
    expect(front.storage.outbox.size).toBe(0);
    expect(warn).not.toHaveBeenCalled();
  });

  it("holds its pushes a minute after a 429 that names no wait", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    const server = createFakeShopServer();
    const front = device(server);
    await front.sync();
    server.refusePushes(null);
    front.vehicles.update((items) => [...items, car("late")]);
    await front.sync();
    const refusedAt = server.pushRequests.length;

    await vi.advanceTimersByTimeAsync(PUSH_PAUSE_UNSAID_SECONDS * 1000 - 1000);
    await front.sync();
    expect(server.pushRequests.length).toBe(refusedAt);
    await vi.advanceTimersByTimeAsync(1000);
    await front.engine.sync();
    expect(server.record("vehicles", "late")).toBeDefined();
  });

  it("hands the engine a 429's Retry-After in whole seconds", async () => {
    stubApi({
      "POST /api/sync/push": () => {
        const response = jsonResponse(429, { error: { code: "too_many_requests", message: "Too many changes sent from this account." } });
        response.headers.set("retry-after", "37");
        return response;
      },
    });
    const refusal = await shopApi.push({ clientId: "device-1", mutations: [] }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ status: 429, code: "too_many_requests", retryAfterSeconds: 37 });
  });
});
