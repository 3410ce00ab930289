import { memo } from "react";
import type { CustomFieldDefinition, Vehicle } from "@/shared/schemas/local-records";
import { EmptyTableRow } from "@/web/components/empty-table-row";
import { SpacerRow, useVirtualRows, VIRTUAL_SCROLL_BOX_CLASS } from "@/web/components/virtual-rows";
import { ListCards } from "@/web/components/record-cards/list-cards";
import { Table, TableBody, TableHead, TableHeader, TableRow } from "@/web/components/ui/table";
import { useNarrowScreen } from "@/web/lib/use-narrow-screen";
import { VehicleCard } from "./vehicle-card";
import { VehicleRow } from "./vehicle-row";

const FIXED_COLUMNS = ["Make", "Model", "Year", "License Plate", "Owner", "Status"] as const;
const ROW_HEIGHT = 49;
const EMPTY_MESSAGE = "No vehicles found. Try adjusting your search or add a new vehicle.";

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
 * The vehicles: a table, or cards below 640 px. Memoised, so a render that leaves the list alone
 * skips it; long lists draw only the visible rows.
 */
export const VehiclesTable = memo(function VehiclesTable(props: VehiclesTableProps) {
  const narrow = useNarrowScreen();
  if (!narrow) return <WideVehiclesTable {...props} />;
  const { vehicles, customFields, onEdit, onDelete } = props;
  return (
    <ListCards
      rows={vehicles}
      label="Vehicles"
      emptyMessage={EMPTY_MESSAGE}
      renderCard={(vehicle) => <VehicleCard vehicle={vehicle} customFields={customFields} onEdit={onEdit} onDelete={onDelete} />}
    />
  );
});

function WideVehiclesTable({ vehicles, customFields, onEdit, onDelete }: VehiclesTableProps) {
  const { scrollRef, virtual, indexes, top, bottom, measureRef } = useVirtualRows({ count: vehicles.length, rowHeight: ROW_HEIGHT });
  const columnCount = FIXED_COLUMNS.length + customFields.length + 1;

  return (
    <div ref={scrollRef} className={VIRTUAL_SCROLL_BOX_CLASS}>
      <Table containerClassName="overflow-visible" aria-rowcount={virtual ? vehicles.length + 1 : undefined}>
        <VehiclesTableHead customFields={customFields} />
        <TableBody>
          {vehicles.length === 0 ? (
            <EmptyTableRow columnCount={columnCount}>{EMPTY_MESSAGE}</EmptyTableRow>
          ) : null}
          <SpacerRow height={top} columnCount={columnCount} />
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
                measureRef={measureRef}
              />
            );
          })}
          <SpacerRow height={bottom} columnCount={columnCount} />
        </TableBody>
      </Table>
    </div>
  );
}
