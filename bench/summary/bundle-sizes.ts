import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { Figure } from "./figure";

const WEB_ROOT = "dist/web";
const LARGEST_CHUNKS = 5;

const gzipKb = (file: string) => gzipSync(fs.readFileSync(path.join(WEB_ROOT, file)), { level: 9 }).length / 1024;
const kb = (value: number) => `${value.toFixed(1)} KB`;

/** The module scripts, preloaded modules and style sheets a built HTML page (under dist/web) loads. */
function pageAssets(htmlFile: string): { scripts: string[]; styles: string[] } {
  const html = fs.readFileSync(path.join(WEB_ROOT, htmlFile), "utf8");
  const linked = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1]!.replace(/^\//, ""));
  return {
    scripts: [
      ...linked(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
      ...linked(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
    ],
    styles: linked(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g),
  };
}

const sum = (files: string[]) => files.reduce((total, file) => total + gzipKb(file), 0);

/** The customer's estimate page may load at most this much JavaScript, gzip. */
export const ESTIMATE_PAGE_JS_LIMIT_KB = 60;

/**
 * The built web app's sizes, gzip -9 as a server would send them: what dist/web/index.html makes
 * every page load (its module script, the modules it preloads, its style sheets), the largest
 * JavaScript chunks, loaded only by the pages that need them, and all the JavaScript of the
 * customer's estimate page (dist/web/estimate-page/index.html), which has a limit of its own.
 */
export function bundleFigures(): Figure[] {
  const { scripts, styles } = pageAssets("index.html");
  const estimate = pageAssets(path.join("estimate-page", "index.html"));
  const estimateKb = sum(estimate.scripts);

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
    {
      benchmark: "bundle",
      figure: `customer estimate page JavaScript (${estimate.scripts.length} file${estimate.scripts.length === 1 ? "" : "s"})`,
      value: estimateKb <= ESTIMATE_PAGE_JS_LIMIT_KB ? kb(estimateKb) : `${kb(estimateKb)} MISSED`,
      target: `≤ ${ESTIMATE_PAGE_JS_LIMIT_KB} KB`,
    },
  ];
}
