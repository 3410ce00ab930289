import Papa from "papaparse";
import type { ReportRange } from "./report-range";

export type CsvCell = string | number | null;

export interface CsvTable {
  header: string[];
  rows: CsvCell[][];
}

const NUMBER = /^-?\d+(\.\d+)?$/;
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A spreadsheet runs a cell starting with = + - @ (or a tab or carriage return) as a formula, so a
 * vehicle note like "=HYPERLINK(...)" could act when the file is opened. Such text gets a leading
 * quote (OWASP's advice); plain numbers, negative ones included, are left as they are.
 */
export function guardCsvCell(value: string): string {
  return FORMULA_START.test(value) && !NUMBER.test(value) ? `'${value}` : value;
}

/** Money in a CSV: a plain number with two decimals, the symbol going in the column's header. */
export function csvMoney(amount: number): string {
  return amount.toFixed(2);
}

export function toCsv({ header, rows }: CsvTable): string {
  const guard = (cell: CsvCell) => (typeof cell === "string" ? guardCsvCell(cell) : (cell ?? ""));
  return Papa.unparse({ fields: header.map(guardCsvCell), data: rows.map((row) => row.map(guard)) }, { newline: "\r\n" });
}

/** service-history-2026-11-01-to-2026-11-30.csv */
export function csvFileName(slug: string, range: ReportRange): string {
  return `${slug}-${range.from}-to-${range.to}.csv`;
}
