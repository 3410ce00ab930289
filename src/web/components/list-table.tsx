import type * as React from "react";
import { EmptyTableRow } from "@/web/components/empty-table-row";
import { ListCards, type ListCardsProps } from "@/web/components/record-cards/list-cards";
import { Spinner } from "@/web/components/ui/spinner";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/web/components/ui/table";
import { useNarrowScreen } from "@/web/lib/use-narrow-screen";

/** How a list draws its records as cards on a phone. */
export type ListCardsOptions<Row> = Pick<ListCardsProps<Row>, "label" | "renderCard" | "rowKey">;

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
  /** Below 640 px the records show as these cards instead of the table. */
  cards?: ListCardsOptions<Row>;
}

/**
 * A bordered table of records with a header row. Below 640 px a list that gives `cards` shows
 * them instead, as a table would scroll sideways there.
 */
export function ListTable<Row>(props: ListTableProps<Row>) {
  const { columns, rows, renderRow, emptyMessage, loading = false, loadingLabel, updating = false, cards } = props;
  const narrow = useNarrowScreen();
  if (narrow && cards) {
    return <ListCards {...cards} rows={rows} emptyMessage={emptyMessage} loading={loading} loadingLabel={loadingLabel} updating={updating} />;
  }
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
