import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "../env";
import { EVENTS_MAX_STREAMS_DEFAULT, serverStreamCap } from "./stream-limits";

describe("the server's cap on open event streams", () => {
  it("is EVENTS_MAX_STREAMS when set, whatever the open-file limit", () => {
    expect(serverStreamCap(parseEnv({ EVENTS_MAX_STREAMS: "150" }).EVENTS_MAX_STREAMS, 1024)).toBe(150);
  });

  it("is the default when unset, but never more than half the files the process may open", () => {
    const unset = parseEnv({}).EVENTS_MAX_STREAMS;
    expect(serverStreamCap(unset, 1_048_576)).toBe(EVENTS_MAX_STREAMS_DEFAULT);
    expect(serverStreamCap(unset, 1024)).toBe(512);
    expect(serverStreamCap(unset, null)).toBe(EVENTS_MAX_STREAMS_DEFAULT);
  });

  it("refuses an EVENTS_MAX_STREAMS that is not a whole number from 1", () => {
    for (const value of ["0", "-5", "ten", "2.5"]) {
      expect(() => parseEnv({ EVENTS_MAX_STREAMS: value })).toThrow(EnvError);
    }
    expect(() => parseEnv({ EVENTS_MAX_STREAMS: "0" })).toThrow(
      "Invalid environment variable EVENTS_MAX_STREAMS: must be a whole number from 1 to 9999999",
    );
  });
});
