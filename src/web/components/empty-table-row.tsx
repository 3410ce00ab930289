import type * as React from "react";
import { TableCell, TableRow } from "@/web/components/ui/table";

/** A table's empty state: one row across every column, with the list's own empty-state message. */
export function EmptyTableRow({ columnCount, children }: { columnCount: number; children: React.ReactNode }) {
  return (
    <TableRow>
      <TableCell colSpan={columnCount} className="h-24 text-center whitespace-normal text-muted-foreground">
        {children}
      </TableCell>
    </TableRow>
  );
}
