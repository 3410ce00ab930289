import fs from "node:fs";
import path from "node:path";
import { APP_ROUTES, appRouteFor } from "@/shared/auth/routes";

/** What the build's manifest (Vite's .vite/manifest.json) says of one file: its own name and the files it imports. */
interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Manifest keys are paths from the web app's root, src/web. */
const START = "index.html";
const SHELL = "app/layout/app-shell.tsx";
const pageModule = (page: string) => `app/routes/${page}-route.tsx`;

function readManifest(file: string): Manifest | null {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as Manifest;
  } catch {
    return null;
  }
}

/** The files of the given modules and of everything they import, each once. */
function filesOf(manifest: Manifest, keys: readonly string[]): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...files];
}

/** Each page's preload tags, by its path in the route table. */
function tagsByRoute(manifest: Manifest): Map<string, string> {
  const started = new Set(filesOf(manifest, [START]));
  const tags = new Map<string, string>();
  for (const route of APP_ROUTES) {
    const modules = "standalone" in route ? [pageModule(route.page)] : [SHELL, pageModule(route.page)];
    const files = filesOf(manifest, modules).filter((file) => !started.has(file));
    tags.set(route.path, files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join(""));
  }
  return tags;
}

/**
 * The <link rel="modulepreload"> tags for the code of the page a path opens (the shell's files
 * and the page's own), so a browser fetches them beside the app's start script instead of after
 * it has run: on a slow phone network that is the page drawn a round trip and a download sooner.
 * Files the HTML names already are left out. Only a hint: with no manifest, or for a path
 * outside the route table (the login page, an unknown path), there are none. The manifest is read
 * again when a new build replaces it.
 */
export function pagePreloads(webRoot: string): (pathname: string) => string {
  const manifestFile = path.join(webRoot, ".vite", "manifest.json");
  let built: { mtimeMs: number; tags: Map<string, string> } | null = null;
  return (pathname) => {
    const route = appRouteFor(pathname);
    if (!route) return "";
    const mtimeMs = fs.statSync(manifestFile, { throwIfNoEntry: false })?.mtimeMs;
    if (mtimeMs === undefined) return "";
    if (built?.mtimeMs !== mtimeMs) {
      const manifest = readManifest(manifestFile);
      if (!manifest) return "";
      built = { mtimeMs, tags: tagsByRoute(manifest) };
    }
    return built.tags.get(route.path) ?? "";
  };
}
