import { describe, expect, it } from "vitest";
import { tooManyAttemptsMessage } from "./messages";

describe("tooManyAttemptsMessage", () => {
  it("names the wait in whole minutes, rounding up, and a minute or less as a minute", () => {
    expect(tooManyAttemptsMessage(1)).toBe("Too many attempts. Try again in a minute.");
    expect(tooManyAttemptsMessage(60)).toBe("Too many attempts. Try again in a minute.");
    expect(tooManyAttemptsMessage(61)).toBe("Too many attempts. Try again in 2 minutes.");
    expect(tooManyAttemptsMessage(900)).toBe("Too many attempts. Try again in 15 minutes.");
  });
});
