import { memo } from "react";
import type { CustomFieldDefinition } from "@/shared/schemas/local-records";
import { EmptyTableRow } from "@/web/components/empty-table-row";
import { SpacerRow, useVirtualRows, VIRTUAL_SCROLL_BOX_CLASS } from "@/web/components/virtual-rows";
import { ListCards } from "@/web/components/record-cards/list-cards";
import { Table, TableBody, TableHead, TableHeader, TableRow } from "@/web/components/ui/table";
import { useNarrowScreen } from "@/web/lib/use-narrow-screen";
import type { ServiceListRow } from "../hooks/use-filtered-services";
import { ServiceCard } from "./service-card";
import { ServiceRow, type ServiceRowActions } from "./service-row";

// A row as drawn: the 36 px icon buttons, 8 px padding above and below, a 1 px border.
const ROW_HEIGHT = 53;
const EMPTY_MESSAGE = "No services found. Try adjusting your search or add a new service.";

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
 * The services: a table, or cards below 640 px. Memoised, so a render that leaves the list alone
 * skips it; long lists draw only the visible rows.
 */
export const ServicesTable = memo(function ServicesTable(props: ServicesTableProps) {
  const narrow = useNarrowScreen();
  if (!narrow) return <WideServicesTable {...props} />;
  const { rows, ...cardProps } = props;
  return <ListCards rows={rows} label="Services" emptyMessage={EMPTY_MESSAGE} renderCard={(row) => <ServiceCard {...cardProps} row={row} />} />;
});

function WideServicesTable({ rows, ...rowProps }: ServicesTableProps) {
  const { customFields } = rowProps;
  const columnCount = 7 + customFields.length;
  const { scrollRef, virtual, indexes, top, bottom, measureRef } = useVirtualRows({ count: rows.length, rowHeight: ROW_HEIGHT });

  return (
    <div ref={scrollRef} className={VIRTUAL_SCROLL_BOX_CLASS}>
      <Table containerClassName="overflow-visible" aria-rowcount={virtual ? rows.length + 1 : undefined}>
        <Header customFields={customFields} />
        <TableBody>
          {rows.length === 0 ? (
            <EmptyTableRow columnCount={columnCount}>{EMPTY_MESSAGE}</EmptyTableRow>
          ) : null}
          <SpacerRow height={top} columnCount={columnCount} />
          {indexes.map((index) => {
            const row = rows[index];
            return row ? (
              <ServiceRow key={index} {...rowProps} row={row} index={virtual ? index : undefined} measureRef={measureRef} />
            ) : null;
          })}
          <SpacerRow height={bottom} columnCount={columnCount} />
        </TableBody>
      </Table>
    </div>
  );
}
