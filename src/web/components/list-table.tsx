import type * as React from "react";
import { EmptyTableRow } from "@/web/components/empty-table-row";
import { Spinner } from "@/web/components/ui/spinner";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/web/components/ui/table";

interface ListTableProps<Row> {
  columns: readonly string[];
  rows: readonly Row[];
  /** Renders one row; give it a key. */
  renderRow: (row: Row) => React.ReactNode;
  /** Shown across the table when there are no rows. */
  emptyMessage: string;
  /** While true, a spinner stands in for the rows. */
  loading?: boolean;
  /** The spinner's accessible name. */
  loadingLabel?: string;
  /**
   * While true, the rows shown are for an earlier search or filter, kept until the new one
   * answers: the table says it is busy (aria-busy) and dims them, as a row may be about to go.
   */
  updating?: boolean;
}

/** A bordered table of records with a header row; on a phone it scrolls sideways inside its border. */
export function ListTable<Row>(props: ListTableProps<Row>) {
  const { columns, rows, renderRow, emptyMessage, loading = false, loadingLabel, updating = false } = props;
  return (
    <Table containerClassName="rounded-lg border" aria-busy={updating || undefined} className="transition-opacity aria-busy:opacity-60">
      <TableHeader>
        <TableRow>
          {columns.map((column) => (
            <TableHead key={column}>{column}</TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {loading ? (
          <TableRow>
            <TableCell colSpan={columns.length} className="h-24 text-center">
              <Spinner aria-label={loadingLabel} className="mx-auto size-6" />
            </TableCell>
          </TableRow>
        ) : rows.length === 0 ? (
          <EmptyTableRow columnCount={columns.length}>{emptyMessage}</EmptyTableRow>
        ) : (
          rows.map((row) => renderRow(row))
        )}
      </TableBody>
    </Table>
  );
}
