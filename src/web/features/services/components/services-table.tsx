import { useRef } from "react";
import { useVirtualizer } from "@tanstack/react-virtual";
import type { CustomFieldDefinition } from "@/shared/schemas/local-records";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/web/components/ui/table";
import type { ServiceListRow } from "../hooks/use-filtered-services";
import { ServiceRow, type ServiceRowActions } from "./service-row";

/** Up to this many rows are rendered plainly; beyond it only the visible rows are in the DOM. */
const VIRTUALISE_ABOVE = 100;
const ESTIMATED_ROW_HEIGHT = 49;

interface ServicesTableProps extends ServiceRowActions {
  rows: ServiceListRow[];
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

export function ServicesTable(props: ServicesTableProps) {
  const { rows, customFields } = props;
  const columnCount = 7 + customFields.length;
  if (rows.length === 0) {
    return (
      <Table containerClassName="rounded-lg border">
        <Header customFields={customFields} />
        <TableBody>
          <TableRow>
            <TableCell colSpan={columnCount} className="h-24 text-center whitespace-normal text-muted-foreground">
              No services found. Try adjusting your search or add a new service.
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    );
  }
  if (rows.length > VIRTUALISE_ABOVE) return <VirtualServicesTable {...props} columnCount={columnCount} />;
  return (
    <Table containerClassName="rounded-lg border">
      <Header customFields={customFields} />
      <TableBody>
        {rows.map((row) => (
          <ServiceRow key={row.service.id} {...props} row={row} />
        ))}
      </TableBody>
    </Table>
  );
}

/** 20,000 services stay fast: rows outside the scroll window are stood in for by two spacers. */
function VirtualServicesTable(props: ServicesTableProps & { columnCount: number }) {
  const { rows, customFields, columnCount } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualiser is read in render on purpose
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    overscan: 12,
    // The scroll box is at most 70vh tall: sized up front, the first render already holds the
    // visible rows instead of rendering again once the box has been measured.
    initialRect: { width: 0, height: Math.round(window.innerHeight * 0.7) },
    getItemKey: (index) => rows[index]?.service.id ?? index,
  });
  const items = virtualizer.getVirtualItems();
  const top = items[0]?.start ?? 0;
  const bottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);

  return (
    <div ref={scrollRef} className="max-h-[70vh] overflow-auto rounded-lg border">
      <Table containerClassName="overflow-visible">
        <Header customFields={customFields} />
        <TableBody>
          {top > 0 ? (
            <tr aria-hidden="true" style={{ height: top }}>
              <td colSpan={columnCount} />
            </tr>
          ) : null}
          {items.map((item) => {
            const row = rows[item.index];
            return row ? (
              <ServiceRow key={item.key} {...props} row={row} index={item.index} measureRef={virtualizer.measureElement} />
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
}
