import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openPglite } from "../../src/server/db/pglite";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/**
 * PGlite's initdb takes seconds. Each test file instead starts from one migrated data folder
 * made here once per run, which loads in about a second.
 */
export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "autoserv-template-"));
  const file = path.join(dir, "pgdata.tar");
  const handle = await openPglite(null);
  const dump = await handle.dumpDataDir();
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide("pgliteTemplate", file);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
