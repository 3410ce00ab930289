import type { z } from "zod";
import type { SpreadsheetRow } from "./read-spreadsheet";

/** One spreadsheet row after validation: a record ready to store, or the reasons it is skipped. */
export type RowResult<T> =
  | { rowNumber: number; ok: true; record: T; cells: SpreadsheetRow }
  | { rowNumber: number; ok: false; errors: string[]; cells: SpreadsheetRow };

export type ValidRow<T> = Extract<RowResult<T>, { ok: true }>;

/** Schema messages prefixed by the file's column name, e.g. "year: Year must be a number.". */
export function issueMessages(error: z.ZodError, columnFor: (path: readonly PropertyKey[]) => string): string[] {
  return error.issues.map((issue) => `${columnFor(issue.path)}: ${issue.message}`);
}

/** A numeric cell as typed: "45,000" from a formatted spreadsheet cell reads as 45000. */
export function numericText(value: string): string {
  return /^-?\d{1,3}(,\d{3})+(\.\d+)?$/.test(value) ? value.replace(/,/g, "") : value;
}

/** Matches a cell to one of the allowed values ignoring case, spaces and underscores. */
export function matchChoice<T extends string>(value: string, choices: readonly T[]): T | string | undefined {
  if (value === "") return undefined;
  const key = value.toLowerCase().replace(/[\s_-]+/g, "");
  return choices.find((choice) => choice.toLowerCase().replace(/[\s_-]+/g, "") === key) ?? value;
}

export const plateKey = (plate: string): string => plate.trim().toUpperCase();
