import { describe, expect, it } from "vitest";
import { DrizzleQueryError } from "drizzle-orm/errors";
import { errorLogFields } from "./error-log-fields";

/** An error as node-postgres and PGlite give it: PostgreSQL's fields on an Error. */
function databaseError(message: string, fields: Record<string, string>): Error {
  return Object.assign(new Error(message), { severity: "ERROR", ...fields });
}

describe("errorLogFields", () => {
  it("keeps a failed statement's text, code and names, and none of its values", () => {
    const cause = databaseError('duplicate key value violates unique constraint "users_email_key"', {
      code: "23505",
      detail: "Key (email)=(ann@example.com) already exists.",
      where: "SQL statement \"insert ... 'Ann Example'\"",
      hint: "Ann Example",
      schema: "public",
      table: "users",
      constraint: "users_email_key",
    });
    const error = new DrizzleQueryError('insert into "users" ("email", "name") values ($1, $2)', ["ann@example.com", "Ann Example"], cause);
    const fields = errorLogFields(error);
    expect(fields).toMatchObject({
      type: "DrizzleQueryError",
      message: "Failed query",
      query: 'insert into "users" ("email", "name") values ($1, $2)',
      cause: {
        type: "DatabaseError",
        code: "23505",
        message: 'duplicate key value violates unique constraint "users_email_key"',
        table: "users",
        constraint: "users_email_key",
      },
    });
    const text = JSON.stringify(fields);
    expect(text).not.toMatch(/ann@example|Ann Example/);
  });

  it("hides a value PostgreSQL quotes in its message, and keeps the names it quotes", () => {
    const fields = errorLogFields(databaseError('invalid input syntax for type uuid: "ann@example.com"', { code: "22P02" }));
    expect(fields).toMatchObject({ message: 'invalid input syntax for type uuid: "…"', code: "22P02" });
    expect(JSON.stringify(fields)).not.toContain("ann@example");
  });

  it("keeps other errors' type, message, code and stack, and texts as they are", () => {
    const error = Object.assign(new TypeError("x is not a function"), { code: "ERR_X" });
    expect(errorLogFields(error)).toMatchObject({ type: "TypeError", message: "x is not a function", code: "ERR_X", stack: expect.stringContaining("TypeError") });
    expect(errorLogFields("connection ended")).toBe("connection ended");
  });
});
