import { memo, type CSSProperties } from "react";
import { Link } from "react-router";
import { EyeIcon, PencilIcon, Trash2Icon } from "lucide-react";
import type { CustomFieldDefinition, Vehicle } from "@/shared/schemas/local-records";
import { customFieldDisplay } from "@/web/components/custom-fields/custom-field-display";
import { Button } from "@/web/components/ui/button";
import { TableCell, TableRow } from "@/web/components/ui/table";
import { VehicleStatusBadge } from "./vehicle-status-badge";

interface VehicleRowProps {
  vehicle: Vehicle;
  customFields: readonly CustomFieldDefinition[];
  onEdit: (vehicle: Vehicle) => void;
  onDelete: (vehicle: Vehicle) => void;
  style?: CSSProperties;
  /** Set by the virtualised table so the row can be measured. */
  index?: number;
  measureRef?: (node: HTMLTableRowElement | null) => void;
}

export const VehicleRow = memo(function VehicleRow({ vehicle, customFields, onEdit, onDelete, style, index, measureRef }: VehicleRowProps) {
  const name = `${vehicle.make} ${vehicle.model}`;
  return (
    <TableRow style={style} data-index={index} ref={measureRef}>
      <TableCell className="font-medium">{vehicle.make}</TableCell>
      <TableCell>{vehicle.model}</TableCell>
      <TableCell>{vehicle.year ?? ""}</TableCell>
      <TableCell>{vehicle.licensePlate}</TableCell>
      <TableCell>{vehicle.owner.name}</TableCell>
      <TableCell>
        <VehicleStatusBadge status={vehicle.status} />
      </TableCell>
      {customFields.map((field) => (
        <TableCell key={field.id}>{customFieldDisplay(vehicle.customFields[field.id], "")}</TableCell>
      ))}
      <TableCell>
        <div className="flex gap-1">
          <Button asChild variant="ghost" size="icon" className="size-8">
            <Link to={`/vehicles/${encodeURIComponent(vehicle.id)}`} aria-label={`View ${name}`} title="View details">
              <EyeIcon aria-hidden="true" />
            </Link>
          </Button>
          <Button type="button" variant="ghost" size="icon" className="size-8" aria-label={`Edit ${name}`} onClick={() => onEdit(vehicle)}>
            <PencilIcon aria-hidden="true" />
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="size-8 text-destructive"
            aria-label={`Delete ${name}`}
            onClick={() => onDelete(vehicle)}
          >
            <Trash2Icon aria-hidden="true" />
          </Button>
        </div>
      </TableCell>
    </TableRow>
  );
});
