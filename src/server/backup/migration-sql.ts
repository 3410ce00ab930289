import fs from "node:fs";
import path from "node:path";
import type { MigrationEntry } from "../db/migrations";
import { MIGRATIONS_FOLDER } from "../paths";

const BREAKPOINT = "--> statement-breakpoint";

/**
 * The committed migrations' SQL as one script, statement after statement. drizzle runs the
 * pieces between breakpoints one by one, so a piece may lack its semicolon; psql needs it. It
 * goes on a line of its own, since a piece may end in a comment.
 */
export function migrationsSql(entries: readonly MigrationEntry[]): string {
  return entries
    .map((entry) => {
      const text = fs.readFileSync(path.join(MIGRATIONS_FOLDER, `${entry.tag}.sql`), "utf8");
      const statements = text
        .split(BREAKPOINT)
        .map((piece) => piece.trim())
        .filter((piece) => piece !== "")
        .map((piece) => (piece.endsWith(";") ? piece : `${piece}\n;`));
      return `-- migration ${entry.tag}\n${statements.join("\n")}\n`;
    })
    .join("");
}
