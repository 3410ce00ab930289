import { defineConfig } from "drizzle-kit";

// Generation only reads the schema; no database connection is needed.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/server/db/schema/index.ts",
  out: "./drizzle",
});
