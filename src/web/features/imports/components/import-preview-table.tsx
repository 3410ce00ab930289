import { Badge } from "@/web/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/web/components/ui/table";
import type { RowResult } from "../lib/row-result";

export const PREVIEW_ROW_LIMIT = 200;

export interface PreviewColumn {
  /** The column's heading. */
  label: string;
  /** The file column shown under it. */
  column: string;
}

interface ImportPreviewTableProps<T> {
  results: readonly RowResult<T>[];
  columns: readonly PreviewColumn[];
  caption: string;
}

/** Each row of the file as Valid or with its errors; the first 200 rows, then a count of the rest. */
export function ImportPreviewTable<T>({ results, columns, caption }: ImportPreviewTableProps<T>) {
  const shown = results.slice(0, PREVIEW_ROW_LIMIT);
  const rest = results.length - shown.length;
  return (
    <div className="flex flex-col gap-2">
      <Table containerClassName="max-h-[45vh] overflow-y-auto rounded-md border" aria-label={caption}>
        <TableHeader>
          <TableRow>
            <TableHead scope="col">Row</TableHead>
            {columns.map((column) => (
              <TableHead key={column.column} scope="col">
                {column.label}
              </TableHead>
            ))}
            <TableHead scope="col">Result</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {shown.map((result) => (
            <TableRow key={result.rowNumber}>
              <TableCell>{result.rowNumber}</TableCell>
              {columns.map((column) => (
                <TableCell key={column.column}>{result.cells[column.column] ?? ""}</TableCell>
              ))}
              <TableCell className="whitespace-normal">
                {result.ok ? (
                  <Badge variant="green">Valid</Badge>
                ) : (
                  <ul className="list-none text-destructive">
                    {result.errors.map((error) => (
                      <li key={error}>{error}</li>
                    ))}
                  </ul>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {rest > 0 && (
        <p className="text-sm text-muted-foreground">
          And {rest.toLocaleString()} more {rest === 1 ? "row" : "rows"} not shown.
        </p>
      )}
    </div>
  );
}
