import { describe, expect, it } from "vitest";
import { formatFileSize } from "./file-size";

describe("formatFileSize", () => {
  it.each([
    [0, "0 bytes"],
    [1, "1 byte"],
    [999, "999 bytes"],
    [1000, "1.0 KB"],
    [1_234_567, "1.2 MB"],
    [999_949_999, "999.9 MB"],
    [999_950_000, "1.0 GB"],
    [5_600_000_000, "5.6 GB"],
  ])("shows %i bytes as %s", (bytes, shown) => {
    expect(formatFileSize(bytes)).toBe(shown);
  });
});
