import { memo } from "react";
import { Link } from "react-router";
import { EyeIcon, PencilIcon, Trash2Icon } from "lucide-react";
import type { CustomFieldDefinition, Vehicle } from "@/shared/schemas/local-records";
import { customFieldDisplay } from "@/web/components/custom-fields/custom-field-display";
import { RecordCard } from "@/web/components/record-cards/record-card";
import { Button } from "@/web/components/ui/button";
import { VehicleStatusBadge } from "./vehicle-status-badge";

interface VehicleCardProps {
  vehicle: Vehicle;
  customFields: readonly CustomFieldDefinition[];
  onEdit: (vehicle: Vehicle) => void;
  onDelete: (vehicle: Vehicle) => void;
}

/** A vehicle on a phone: its name, year, plate, owner, status and custom fields, with the row's actions. */
export const VehicleCard = memo(function VehicleCard({ vehicle, customFields, onEdit, onDelete }: VehicleCardProps) {
  const name = `${vehicle.make} ${vehicle.model}`;
  return (
    <RecordCard
      title={name}
      badge={<VehicleStatusBadge status={vehicle.status} />}
      fields={[
        { label: "Year", value: vehicle.year ?? "" },
        { label: "License Plate", value: vehicle.licensePlate },
        { label: "Owner", value: vehicle.owner.name },
        ...customFields.map((field) => ({ label: field.label, value: customFieldDisplay(vehicle.customFields[field.id], "") })),
      ]}
      actions={
        <>
          <Button asChild variant="outline" size="icon">
            <Link to={`/vehicles/${encodeURIComponent(vehicle.id)}`} aria-label={`View ${name}`} title="View details">
              <EyeIcon aria-hidden="true" />
            </Link>
          </Button>
          <Button type="button" variant="outline" size="icon" aria-label={`Edit ${name}`} onClick={() => onEdit(vehicle)}>
            <PencilIcon aria-hidden="true" />
          </Button>
          <Button type="button" variant="outline" size="icon" className="text-destructive" aria-label={`Delete ${name}`} onClick={() => onDelete(vehicle)}>
            <Trash2Icon aria-hidden="true" />
          </Button>
        </>
      }
    />
  );
});
