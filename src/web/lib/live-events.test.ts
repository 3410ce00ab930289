import { QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { errorResponse, jsonResponse, stubApi } from "@/web/testing/stub-api";
import { makeProfile } from "@/web/testing/make-profile";
import { connectLiveEvents, LIVE_EVENTS_RETRY_FIRST_MS, LIVE_EVENTS_RETRY_MAX_MS } from "./live-events";
import { onSessionEnded } from "./session-events";

/** Stands in for the browser's EventSource, which jsdom lacks; tests play the server's part. */
class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;

  constructor(readonly url: string) {
    super();
    FakeEventSource.instances.push(this);
  }

  close() {
    this.readyState = FakeEventSource.CLOSED;
  }

  serverOpens() {
    this.readyState = FakeEventSource.OPEN;
    this.dispatchEvent(new Event("open"));
  }

  serverSends(event: string, data: string) {
    this.dispatchEvent(new MessageEvent(event, { data }));
  }

  /** The connection dropped; the browser will reconnect by itself. */
  connectionDrops() {
    this.readyState = FakeEventSource.CONNECTING;
    this.dispatchEvent(new Event("error"));
  }

  /** The server answered with an error status: the browser gives up. */
  serverRefuses() {
    this.readyState = FakeEventSource.CLOSED;
    this.dispatchEvent(new Event("error"));
  }
}

const latest = () => FakeEventSource.instances.at(-1)!;

/** A cache holding a ticket list, a job card list and the profile; reports which were invalidated. */
function cachedQueries() {
  const queryClient = new QueryClient();
  const keys = [["tickets", { search: "" }], ["job-cards", { search: "" }], ["me"]];
  for (const key of keys) queryClient.setQueryData(key, {});
  const invalidated = () =>
    keys.filter((key) => queryClient.getQueryState(key)?.isInvalidated).map((key) => key[0]);
  return { queryClient, invalidated };
}

let stop = () => {};

beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal("EventSource", FakeEventSource);
});

afterEach(() => {
  stop();
  vi.useRealTimers();
});

describe("connectLiveEvents", () => {
  it("opens /api/events and refetches only the resource a change event names", () => {
    const { queryClient, invalidated } = cachedQueries();
    stop = connectLiveEvents(queryClient);
    expect(FakeEventSource.instances.map((source) => source.url)).toEqual(["/api/events"]);
    latest().serverOpens();
    expect(invalidated()).toEqual([]);

    latest().serverSends("change", JSON.stringify({ resource: "tickets", action: "created", id: "t1" }));

    expect(invalidated()).toEqual(["tickets"]);
  });

  it("ignores events that are not changes of a known resource", () => {
    const { queryClient, invalidated } = cachedQueries();
    stop = connectLiveEvents(queryClient);
    latest().serverOpens();

    latest().serverSends("change", "not json");
    latest().serverSends("change", JSON.stringify({ resource: "me", action: "updated", id: "u1" }));
    latest().serverSends("message", JSON.stringify({ resource: "tickets", action: "updated", id: "t1" }));

    expect(invalidated()).toEqual([]);
  });

  it("refetches tickets and job cards when the stream reconnects after a drop", () => {
    const { queryClient, invalidated } = cachedQueries();
    stop = connectLiveEvents(queryClient);
    latest().serverOpens();

    latest().connectionDrops();
    expect(invalidated()).toEqual([]);
    latest().serverOpens();

    expect(invalidated()).toEqual(["tickets", "job-cards"]);
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it("after the server refuses the stream, checks the session and opens it again while signed in", async () => {
    vi.useFakeTimers();
    const calls = stubApi({ "GET /api/me": () => jsonResponse(200, { profile: makeProfile() }) });
    const { queryClient, invalidated } = cachedQueries();
    stop = connectLiveEvents(queryClient);
    latest().serverOpens();

    latest().serverRefuses();
    await vi.advanceTimersByTimeAsync(LIVE_EVENTS_RETRY_FIRST_MS);

    expect(calls.map((call) => call.path)).toEqual(["/api/me"]);
    expect(FakeEventSource.instances).toHaveLength(2);
    latest().serverOpens();
    expect(invalidated()).toEqual(["tickets", "job-cards"]);
  });

  it("stops retrying when the session has ended, and tells the app", async () => {
    vi.useFakeTimers();
    const calls = stubApi({
      "GET /api/me": () => errorResponse(401, "unauthorized", "Please log in to continue."),
    });
    const { queryClient } = cachedQueries();
    stop = connectLiveEvents(queryClient);
    // As the app does: an ended session unmounts the shell, which stops live events.
    const sessionEnded = vi.fn(() => stop());
    const unsubscribe = onSessionEnded(sessionEnded);
    latest().serverRefuses();

    await vi.advanceTimersByTimeAsync(LIVE_EVENTS_RETRY_MAX_MS * 10);
    unsubscribe();

    expect(sessionEnded).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(1);
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it("lets go of the stream while the tab is hidden and refetches when it is shown again", () => {
    const { queryClient, invalidated } = cachedQueries();
    stop = connectLiveEvents(queryClient);
    latest().serverOpens();
    const visibility = vi.spyOn(document, "visibilityState", "get");

    visibility.mockReturnValue("hidden");
    document.dispatchEvent(new Event("visibilitychange"));
    expect(latest().readyState).toBe(FakeEventSource.CLOSED);

    visibility.mockReturnValue("visible");
    document.dispatchEvent(new Event("visibilitychange"));
    expect(FakeEventSource.instances).toHaveLength(2);
    latest().serverOpens();
    expect(invalidated()).toEqual(["tickets", "job-cards"]);
    visibility.mockRestore();
  });

  it("closes the stream when stopped", () => {
    const { queryClient } = cachedQueries();
    connectLiveEvents(queryClient)();

    expect(latest().readyState).toBe(FakeEventSource.CLOSED);
  });
});
