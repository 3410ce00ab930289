/**
 * Reads one CSV, XLSX or XLS file into rows of text keyed by the expected column names
 * of the bulk upload or history import. Headers are matched trimmed and case-insensitively, ignoring
 * spaces, underscores and dashes (so "Owner Name" fits owner_name). A file that cannot be used
 * gives a reason instead of rows; nothing is written anywhere here.
 */
export type SpreadsheetRow = Record<string, string>;

export interface NumberedRow {
  /** The row's number in the file as a spreadsheet shows it (the header is row 1). */
  rowNumber: number;
  cells: SpreadsheetRow;
}

export interface ColumnSpec {
  /** Every expected column, by its template name. */
  columns: readonly string[];
  /** Columns that must be present in the header row. */
  required: readonly string[];
  /** Other header spellings accepted for a column, e.g. { vehicle: ["plate", "vin"] }. */
  aliases?: Readonly<Record<string, readonly string[]>>;
}

export type ReadResult = { ok: true; rows: NumberedRow[] } | { ok: false; error: string };

export const WRONG_TYPE_MESSAGE = "Choose a CSV, XLSX or XLS file.";
export const EMPTY_FILE_MESSAGE = "The file has no rows.";
export const SPREADSHEET_ACCEPT = ".csv,.xlsx,.xls";

type FileKind = "csv" | "xlsx" | "xls";

function fileKind(file: File): FileKind | null {
  const extension = /\.([^.]+)$/.exec(file.name.trim())?.[1]?.toLowerCase();
  if (extension === "csv" || extension === "xlsx" || extension === "xls") return extension;
  return null;
}

/** Blob.text/arrayBuffer where present (browsers), FileReader otherwise (jsdom). */
function readWith<T>(file: File, as: "text" | "buffer"): Promise<T> {
  if (as === "text" && typeof file.text === "function") return file.text() as Promise<T>;
  if (as === "buffer" && typeof file.arrayBuffer === "function") return file.arrayBuffer() as Promise<T>;
  return new Promise<T>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as T);
    reader.onerror = () => reject(reader.error ?? new Error("The browser could not read the file"));
    if (as === "text") reader.readAsText(file);
    else reader.readAsArrayBuffer(file);
  });
}

const normaliseHeader = (header: string): string => header.trim().toLowerCase().replace(/[\s_-]+/g, "");

/** Maps each header of the file to the column it stands for (or leaves it out). */
function matchHeaders(headers: readonly string[], spec: ColumnSpec): Map<string, string> {
  const wanted = new Map<string, string>();
  for (const column of spec.columns) {
    wanted.set(normaliseHeader(column), column);
    for (const alias of spec.aliases?.[column] ?? []) wanted.set(normaliseHeader(alias), column);
  }
  const matched = new Map<string, string>();
  const taken = new Set<string>();
  // Exact template names win over aliases, so a file with both "vehicle" and "vin" uses "vehicle".
  const ordered = [...headers].sort(
    (a, b) => Number(!spec.columns.includes(a.trim())) - Number(!spec.columns.includes(b.trim())),
  );
  for (const header of ordered) {
    const column = wanted.get(normaliseHeader(header));
    if (column && !taken.has(column)) {
      matched.set(header, column);
      taken.add(column);
    }
  }
  return matched;
}

function toRows(records: readonly Record<string, unknown>[], headers: readonly string[], spec: ColumnSpec, rowNumbers: (index: number) => number): ReadResult {
  const matched = matchHeaders(headers, spec);
  const present = new Set(matched.values());
  const missing = spec.required.filter((column) => !present.has(column));
  if (missing.length > 0) {
    return {
      ok: false,
      error: `The file is missing the required ${missing.length === 1 ? "column" : "columns"}: ${missing.join(", ")}.`,
    };
  }
  const entries = [...matched.entries()];
  const rows: NumberedRow[] = [];
  for (let index = 0; index < records.length; index++) {
    const record = records[index]!;
    const cells: SpreadsheetRow = {};
    let filled = false;
    for (const column of spec.columns) cells[column] = "";
    for (const [header, column] of entries) {
      const raw = record[header];
      const value = raw === null || raw === undefined ? "" : String(raw).trim();
      cells[column] = value;
      if (value !== "") filled = true;
    }
    if (filled) rows.push({ rowNumber: rowNumbers(index), cells });
  }
  if (rows.length === 0) return { ok: false, error: EMPTY_FILE_MESSAGE };
  return { ok: true, rows };
}

async function readCsv(file: File, spec: ColumnSpec): Promise<ReadResult> {
  const { default: Papa } = await import("papaparse");
  let text = await readWith<string>(file, "text");
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  if (text.trim() === "") return { ok: false, error: EMPTY_FILE_MESSAGE };
  // Blank lines are dropped after parsing (not by papaparse) so row numbers match the file.
  const parsed = Papa.parse<Record<string, unknown>>(text, {
    header: true,
    skipEmptyLines: false,
    transformHeader: (header) => header.trim(),
  });
  const headers = parsed.meta.fields ?? [];
  if (headers.every((header) => header === "")) return { ok: false, error: EMPTY_FILE_MESSAGE };
  return toRows(parsed.data, headers, spec, (index) => index + 2);
}

async function readWorkbook(file: File, spec: ColumnSpec): Promise<ReadResult> {
  const XLSX = await import("@e965/xlsx");
  const buffer = await readWith<ArrayBuffer>(file, "buffer");
  if (buffer.byteLength === 0) return { ok: false, error: EMPTY_FILE_MESSAGE };
  let workbook;
  try {
    workbook = XLSX.read(new Uint8Array(buffer), { type: "array", dateNF: "yyyy-mm-dd" });
  } catch (error) {
    const reason = error instanceof Error && error.message ? ` (${error.message})` : "";
    return { ok: false, error: `The file could not be read as a spreadsheet${reason}.` };
  }
  const firstName = workbook.SheetNames[0];
  const sheet = firstName === undefined ? undefined : workbook.Sheets[firstName];
  if (!sheet) return { ok: false, error: EMPTY_FILE_MESSAGE };
  const headerRow = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, defval: "", raw: false, blankrows: false })[0];
  if (!headerRow || headerRow.every((cell) => String(cell).trim() === "")) return { ok: false, error: EMPTY_FILE_MESSAGE };
  const records = XLSX.utils.sheet_to_json<Record<string, unknown>>(sheet, {
    defval: "",
    raw: false,
    dateNF: "yyyy-mm-dd",
  });
  const headers = Object.keys(records[0] ?? {});
  if (records.length === 0) {
    // Header only: still say which columns are missing before saying it is empty.
    const result = toRows([], headerRow.map(String), spec, () => 0);
    return result.ok ? { ok: false, error: EMPTY_FILE_MESSAGE } : result;
  }
  return toRows(records, headers, spec, (index) => {
    const rowNum = (records[index] as { __rowNum__?: number }).__rowNum__;
    return typeof rowNum === "number" ? rowNum + 1 : index + 2;
  });
}

/** Reads the file, or says why it cannot be used. Never throws for a bad file. */
export async function readSpreadsheet(file: File, spec: ColumnSpec): Promise<ReadResult> {
  const kind = fileKind(file);
  if (!kind) return { ok: false, error: WRONG_TYPE_MESSAGE };
  if (file.size === 0) return { ok: false, error: EMPTY_FILE_MESSAGE };
  try {
    return kind === "csv" ? await readCsv(file, spec) : await readWorkbook(file, spec);
  } catch (error) {
    const reason = error instanceof Error && error.message ? ` (${error.message})` : "";
    return { ok: false, error: `The file could not be read${reason}.` };
  }
}
