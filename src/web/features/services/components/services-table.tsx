import { memo, useRef } from "react";
import { useVirtualizer } from "@tanstack/react-virtual";
import type { CustomFieldDefinition } from "@/shared/schemas/local-records";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/web/components/ui/table";
import type { ServiceListRow } from "../hooks/use-filtered-services";
import { ServiceRow, type ServiceRowActions } from "./service-row";

/** Up to this many rows are rendered plainly; beyond it only the visible rows are in the DOM. */
const VIRTUALISE_ABOVE = 40;
// A row as drawn: the 36 px icon buttons, 8 px padding above and below, a 1 px border.
const ESTIMATED_ROW_HEIGHT = 53;

interface ServicesTableProps extends ServiceRowActions {
  rows: readonly ServiceListRow[];
  customFields: CustomFieldDefinition[];
  currencySymbol: string;
}

function Header({ customFields }: { customFields: CustomFieldDefinition[] }) {
  return (
    <TableHeader className="sticky top-0 z-10 bg-background">
      <TableRow>
        <TableHead>Vehicle</TableHead>
        <TableHead>Service Type</TableHead>
        <TableHead>Date</TableHead>
        <TableHead>Cost</TableHead>
        <TableHead>Status</TableHead>
        {customFields.map((field) => (
          <TableHead key={field.id}>{field.label}</TableHead>
        ))}
        <TableHead>Job Card</TableHead>
        <TableHead>Actions</TableHead>
      </TableRow>
    </TableHeader>
  );
}

/**
 * Memoised, so a render that leaves the list alone skips it. One table serves every length:
 * above VIRTUALISE_ABOVE rows only those in the scroll window are in the DOM. Rows are keyed by
 * their place in the list, not by service, so a search keystroke rewrites the rows already on
 * screen instead of unmounting and mounting them all (several times cheaper); scrolling mounts
 * only the rows coming into view; and crossing the threshold keeps the same table.
 */
export const ServicesTable = memo(function ServicesTable({ rows, ...rowProps }: ServicesTableProps) {
  const { customFields } = rowProps;
  const columnCount = 7 + customFields.length;
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtual = rows.length > VIRTUALISE_ABOVE;
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualiser is read in render on purpose
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    overscan: 5,
    enabled: virtual,
    // The scroll box is at most 70vh tall: sized up front, the first render already holds the
    // visible rows instead of rendering again once the box has been measured.
    initialRect: { width: 0, height: Math.round(window.innerHeight * 0.7) },
  });
  const items = virtual ? virtualizer.getVirtualItems() : null;
  const top = items?.[0]?.start ?? 0;
  const bottom = items ? virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0) : 0;
  const indexes = items ? items.map((item) => item.index) : rows.map((_, index) => index);

  return (
    <div ref={scrollRef} className="max-h-[70vh] overflow-auto rounded-lg border [contain:content]">
      <Table containerClassName="overflow-visible" aria-rowcount={virtual ? rows.length + 1 : undefined}>
        <Header customFields={customFields} />
        <TableBody>
          {rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={columnCount} className="h-24 text-center whitespace-normal text-muted-foreground">
                No services found. Try adjusting your search or add a new service.
              </TableCell>
            </TableRow>
          ) : null}
          {top > 0 ? (
            <tr aria-hidden="true" style={{ height: top }}>
              <td colSpan={columnCount} />
            </tr>
          ) : null}
          {indexes.map((index) => {
            const row = rows[index];
            return row ? (
              <ServiceRow
                key={index}
                {...rowProps}
                row={row}
                index={virtual ? index : undefined}
                measureRef={virtual ? virtualizer.measureElement : undefined}
              />
            ) : null;
          })}
          {bottom > 0 ? (
            <tr aria-hidden="true" style={{ height: bottom }}>
              <td colSpan={columnCount} />
            </tr>
          ) : null}
        </TableBody>
      </Table>
    </div>
  );
});
