import { memo, useRef } from "react";
import { useVirtualizer } from "@tanstack/react-virtual";
import type { CustomFieldDefinition, Vehicle } from "@/shared/schemas/local-records";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/web/components/ui/table";
import { VehicleRow } from "./vehicle-row";

const FIXED_COLUMNS = ["Make", "Model", "Year", "License Plate", "Owner", "Status"] as const;
/** Above this many rows only the visible ones are rendered; below, a plain table is simpler for everyone. */
const VIRTUALISE_ABOVE = 100;
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

/** Memoised: a search keystroke's first (urgent) render then leaves the table alone. */
export const VehiclesTable = memo(function VehiclesTable(props: VehiclesTableProps) {
  const { vehicles, customFields, onEdit, onDelete } = props;
  if (vehicles.length > VIRTUALISE_ABOVE) return <VirtualVehiclesTable {...props} />;
  const columnCount = FIXED_COLUMNS.length + customFields.length + 1;
  return (
    <Table containerClassName="rounded-lg border">
      <VehiclesTableHead customFields={customFields} />
      <TableBody>
        {vehicles.length === 0 ? (
          <TableRow>
            <TableCell colSpan={columnCount} className="h-24 text-center whitespace-normal text-muted-foreground">
              No vehicles found. Try adjusting your search or add a new vehicle.
            </TableCell>
          </TableRow>
        ) : (
          vehicles.map((vehicle) => (
            <VehicleRow key={vehicle.id} vehicle={vehicle} customFields={customFields} onEdit={onEdit} onDelete={onDelete} />
          ))
        )}
      </TableBody>
    </Table>
  );
});

/** 5,000 vehicles stay fast: rows outside the scroll window are replaced by two spacer rows. */
function VirtualVehiclesTable({ vehicles, customFields, onEdit, onDelete }: VehiclesTableProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render by design.
  const virtualizer = useVirtualizer({
    count: vehicles.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
    // The scroll box is at most 70vh tall: sized up front, the first render already holds the
    // visible rows instead of rendering again once the box has been measured.
    initialRect: { width: 0, height: Math.round(window.innerHeight * 0.7) },
  });
  const items = virtualizer.getVirtualItems();
  const columnCount = FIXED_COLUMNS.length + customFields.length + 1;
  const first = items[0];
  const last = items[items.length - 1];
  const top = first ? first.start : 0;
  const bottom = last ? virtualizer.getTotalSize() - last.end : 0;

  return (
    <div ref={scrollRef} className="max-h-[70vh] overflow-auto rounded-lg border">
      <Table containerClassName="overflow-visible" aria-rowcount={vehicles.length + 1}>
        <VehiclesTableHead customFields={customFields} />
        <TableBody>
          {top > 0 ? (
            <tr aria-hidden="true">
              <td colSpan={columnCount} style={{ height: top, padding: 0 }} />
            </tr>
          ) : null}
          {items.map((item) => {
            const vehicle = vehicles[item.index];
            if (!vehicle) return null;
            return (
              <VehicleRow
                key={vehicle.id}
                vehicle={vehicle}
                customFields={customFields}
                onEdit={onEdit}
                onDelete={onDelete}
                index={item.index}
                measureRef={virtualizer.measureElement}
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
}
