import { describe, expect, it } from "vitest";
import { detectImageType } from "./detect-image-type";

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === "string" ? [...part].map((c) => c.charCodeAt(0)) : part)));

describe("detectImageType", () => {
  it.each([
    ["image/jpeg", bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])],
    ["image/png", bytes([0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d])],
    ["image/gif", bytes("GIF87a", [1, 0])],
    ["image/gif", bytes("GIF89a", [1, 0])],
    ["image/webp", bytes("RIFF", [0x24, 0, 0, 0], "WEBPVP8 ")],
  ])("names %s by its first bytes", (type, file) => {
    expect(detectImageType(file)).toBe(type);
  });

  it.each([
    ["a text file", bytes("Brakes squeal at idle\n")],
    ["an SVG", bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ["an empty file", bytes()],
    ["a cut-short JPEG", bytes([0xff, 0xd8])],
    ["a RIFF file that is not WebP (a WAV)", bytes("RIFF", [0x24, 0, 0, 0], "WAVEfmt ")],
    ["a GIF of an unknown version", bytes("GIF90a", [1, 0])],
  ])("finds no image in %s", (_name, file) => {
    expect(detectImageType(file)).toBeNull();
  });
});
