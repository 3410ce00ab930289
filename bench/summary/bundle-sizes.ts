import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { Figure } from "./figure";

const WEB_ROOT = "dist/web";
const LARGEST_CHUNKS = 5;

const gzipKb = (file: string) => gzipSync(fs.readFileSync(path.join(WEB_ROOT, file)), { level: 9 }).length / 1024;
const kb = (value: number) => `${value.toFixed(1)} KB`;

/**
 * The built web app's sizes, gzip -9 as a server would send them: what dist/web/index.html makes
 * every page load (its module script, the modules it preloads, its style sheets), and the
 * largest JavaScript chunks, loaded only by the pages that need them.
 */
export function bundleFigures(): Figure[] {
  const html = fs.readFileSync(path.join(WEB_ROOT, "index.html"), "utf8");
  const linked = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1]!.replace(/^\//, ""));
  const scripts = [
    ...linked(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
    ...linked(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ];
  const styles = linked(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g);
  const sum = (files: string[]) => files.reduce((total, file) => total + gzipKb(file), 0);

  const chunks = fs
    .readdirSync(path.join(WEB_ROOT, "assets"))
    .filter((file) => file.endsWith(".js"))
    .map((file) => ({ file, size: gzipKb(path.join("assets", file)) }))
    .sort((a, b) => b.size - a.size)
    .slice(0, LARGEST_CHUNKS);

  return [
    { benchmark: "bundle", figure: `initial JavaScript (${scripts.length} files index.html loads)`, value: kb(sum(scripts)), target: "" },
    { benchmark: "bundle", figure: `initial CSS (${styles.length} file${styles.length === 1 ? "" : "s"})`, value: kb(sum(styles)), target: "" },
    ...chunks.map((chunk) => ({ benchmark: "bundle", figure: `largest chunk ${chunk.file.replace(/-[\w-]{8}\.js$/, ".js")}`, value: kb(chunk.size), target: "" })),
  ];
}
