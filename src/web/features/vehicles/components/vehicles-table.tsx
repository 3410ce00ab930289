import { memo, useRef } from "react";
import { useVirtualizer } from "@tanstack/react-virtual";
import type { CustomFieldDefinition, Vehicle } from "@/shared/schemas/local-records";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/web/components/ui/table";
import { VehicleRow } from "./vehicle-row";

const FIXED_COLUMNS = ["Make", "Model", "Year", "License Plate", "Owner", "Status"] as const;
/** Above this many rows only the visible ones are rendered; below, a plain table is simpler for everyone. */
const VIRTUALISE_ABOVE = 40;
const ROW_HEIGHT = 49;

interface VehiclesTableProps {
  vehicles: readonly Vehicle[];
  customFields: readonly CustomFieldDefinition[];
  onEdit: (vehicle: Vehicle) => void;
  onDelete: (vehicle: Vehicle) => void;
}

function VehiclesTableHead({ customFields }: { customFields: readonly CustomFieldDefinition[] }) {
  return (
    <TableHeader className="sticky top-0 z-10 bg-background">
      <TableRow>
        {FIXED_COLUMNS.map((column) => (
          <TableHead key={column}>{column}</TableHead>
        ))}
        {customFields.map((field) => (
          <TableHead key={field.id}>{field.label}</TableHead>
        ))}
        <TableHead>Actions</TableHead>
      </TableRow>
    </TableHeader>
  );
}

/**
 * Memoised, so a render that leaves the list alone skips it. One table serves every length:
 * above VIRTUALISE_ABOVE rows only those in the scroll window are in the DOM. Rows are keyed by
 * their place in the list, not by vehicle, so a search keystroke rewrites the rows already on
 * screen instead of unmounting and mounting them all (several times cheaper); scrolling mounts
 * only the rows coming into view; and crossing the threshold keeps the same table.
 */
export const VehiclesTable = memo(function VehiclesTable({ vehicles, customFields, onEdit, onDelete }: VehiclesTableProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtual = vehicles.length > VIRTUALISE_ABOVE;
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render by design.
  const virtualizer = useVirtualizer({
    count: vehicles.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 5,
    enabled: virtual,
    // The scroll box is at most 70vh tall: sized up front, the first render already holds the
    // visible rows instead of rendering again once the box has been measured.
    initialRect: { width: 0, height: Math.round(window.innerHeight * 0.7) },
  });
  const columnCount = FIXED_COLUMNS.length + customFields.length + 1;
  const items = virtual ? virtualizer.getVirtualItems() : null;
  const first = items?.[0];
  const last = items?.[items.length - 1];
  const top = first ? first.start : 0;
  const bottom = last ? virtualizer.getTotalSize() - last.end : 0;
  const indexes = items ? items.map((item) => item.index) : vehicles.map((_, index) => index);

  return (
    <div ref={scrollRef} className="max-h-[70vh] overflow-auto rounded-lg border [contain:content]">
      <Table containerClassName="overflow-visible" aria-rowcount={virtual ? vehicles.length + 1 : undefined}>
        <VehiclesTableHead customFields={customFields} />
        <TableBody>
          {vehicles.length === 0 ? (
            <TableRow>
              <TableCell colSpan={columnCount} className="h-24 text-center whitespace-normal text-muted-foreground">
                No vehicles found. Try adjusting your search or add a new vehicle.
              </TableCell>
            </TableRow>
          ) : null}
          {top > 0 ? (
            <tr aria-hidden="true">
              <td colSpan={columnCount} style={{ height: top, padding: 0 }} />
            </tr>
          ) : null}
          {indexes.map((index) => {
            const vehicle = vehicles[index];
            if (!vehicle) return null;
            return (
              <VehicleRow
                key={index}
                vehicle={vehicle}
                customFields={customFields}
                onEdit={onEdit}
                onDelete={onDelete}
                index={virtual ? index : undefined}
                measureRef={virtual ? virtualizer.measureElement : undefined}
              />
            );
          })}
          {bottom > 0 ? (
            <tr aria-hidden="true">
              <td colSpan={columnCount} style={{ height: bottom, padding: 0 }} />
            </tr>
          ) : null}
        </TableBody>
      </Table>
    </div>
  );
});
