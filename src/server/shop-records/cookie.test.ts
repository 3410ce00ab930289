import { describe, expect, it } from "vitest";
import { cookieVersion, formatCookie } from "./cookie";

const space = { epoch: "6f1c0a52-3d1e-4a5b-9c1f-0d2e3f4a5b6c", version: 42 };

describe("sync cookies", () => {
  it("reads back the version of a cookie of this epoch", () => {
    expect(formatCookie(space)).toBe(`${space.epoch}:42`);
    expect(cookieVersion(formatCookie(space), space)).toBe(42);
    expect(cookieVersion(`${space.epoch}:0`, space)).toBe(0);
  });

  it("asks for a reset without a cookie, with one of another epoch, ahead of the server, or unreadable", () => {
    for (const cookie of [undefined, "", "42", `${space.epoch}:43`, `00000000-0000-0000-0000-000000000000:1`, `${space.epoch}:-1`, `${space.epoch}:4.5`, `${space.epoch}:`, `${space.epoch}:1e3`]) {
      expect(cookieVersion(cookie, space)).toBeNull();
    }
  });
});
