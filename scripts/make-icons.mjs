// Draws the app's PNG icons (the favicon's mark: a slate square with a white "A") with Node's own
// zlib, so no image tool is needed: `node scripts/make-icons.mjs` rewrites public/icons/.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { deflateSync } from "node:zlib";

const out = fileURLToPath(new URL("../public/icons/", import.meta.url));
const SLATE = [0x1e, 0x29, 0x3b];
const WHITE = [0xff, 0xff, 0xff];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes) {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
function png(size, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y += 1) rgba.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

function segmentDistance(px, py, [ax, ay], [bx, by]) {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

/** In the favicon's 32-unit box: the "A" strokes, 2.5 units wide with round ends. */
const STROKES = [
  [[9, 21], [16, 9]],
  [[16, 9], [23, 21]],
  [[12, 17], [20, 17]],
];

/** `corner`: the square's corner radius (0 fills the whole icon, as a maskable one must); `scale` shrinks the mark into the safe zone. */
function draw(size, { corner, scale }) {
  const rgba = Buffer.alloc(size * size * 4);
  const SAMPLES = 4;
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      let background = 0;
      let mark = 0;
      for (let sy = 0; sy < SAMPLES; sy += 1) {
        for (let sx = 0; sx < SAMPLES; sx += 1) {
          const u = ((x + (sx + 0.5) / SAMPLES) / size) * 32;
          const v = ((y + (sy + 0.5) / SAMPLES) / size) * 32;
          const cx = Math.max(corner, Math.min(32 - corner, u));
          const cy = Math.max(corner, Math.min(32 - corner, v));
          if (Math.hypot(u - cx, v - cy) > corner) continue;
          background += 1;
          const mu = 16 + (u - 16) / scale;
          const mv = 15 + (v - 16) / scale;
          if (STROKES.some((stroke) => segmentDistance(mu, mv, ...stroke) <= 1.25)) mark += 1;
        }
      }
      const total = SAMPLES * SAMPLES;
      const markShare = background === 0 ? 0 : mark / background;
      const offset = (y * size + x) * 4;
      for (let channel = 0; channel < 3; channel += 1) {
        rgba[offset + channel] = Math.round(SLATE[channel] * (1 - markShare) + WHITE[channel] * markShare);
      }
      rgba[offset + 3] = Math.round((background / total) * 255);
    }
  }
  return png(size, rgba);
}

fs.mkdirSync(out, { recursive: true });
const icons = {
  "icon-192.png": draw(192, { corner: 6, scale: 1 }),
  "icon-512.png": draw(512, { corner: 6, scale: 1 }),
  // Maskable: full bleed, the mark inside the middle 80% the platforms may crop to.
  "icon-maskable-512.png": draw(512, { corner: 0, scale: 0.7 }),
  "apple-touch-icon-180.png": draw(180, { corner: 0, scale: 0.8 }),
};
for (const [name, bytes] of Object.entries(icons)) fs.writeFileSync(path.join(out, name), bytes);
