import type { JobCardImageType } from "../../shared/constants/job-card-images";

/** A format's mark: these bytes at these offsets. */
interface Signature {
  type: JobCardImageType;
  parts: readonly { at: number; bytes: readonly number[] }[];
}

const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

/** The first bytes each supported format begins with (WebP: "RIFF", four bytes of size, "WEBP"). */
const SIGNATURES: readonly Signature[] = [
  { type: "image/jpeg", parts: [{ at: 0, bytes: [0xff, 0xd8, 0xff] }] },
  { type: "image/png", parts: [{ at: 0, bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] }] },
  { type: "image/gif", parts: [{ at: 0, bytes: ascii("GIF87a") }] },
  { type: "image/gif", parts: [{ at: 0, bytes: ascii("GIF89a") }] },
  {
    type: "image/webp",
    parts: [
      { at: 0, bytes: ascii("RIFF") },
      { at: 8, bytes: ascii("WEBP") },
    ],
  },
];

function hasBytes(file: Uint8Array, at: number, bytes: readonly number[]): boolean {
  return file.length >= at + bytes.length && bytes.every((byte, index) => file[at + index] === byte);
}

/**
 * The image type the file's own first bytes declare, or null when they are none of the supported
 * ones. A file's name and the Content-Type a client sends are claims; the bytes are what a
 * browser will decode, so they decide.
 */
export function detectImageType(file: Uint8Array): JobCardImageType | null {
  const found = SIGNATURES.find(({ parts }) => parts.every(({ at, bytes }) => hasBytes(file, at, bytes)));
  return found?.type ?? null;
}
