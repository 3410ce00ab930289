import { memo } from "react";
import { Link } from "react-router";
import { EyeIcon, ImageIcon, PencilIcon, Trash2Icon, UploadIcon } from "lucide-react";
import { formatMoney } from "@/shared/format/money";
import type { CustomFieldDefinition, ServiceRecord } from "@/shared/schemas/local-records";
import { customFieldDisplay } from "@/web/components/custom-fields/custom-field-display";
import { Button } from "@/web/components/ui/button";
import { TableCell, TableRow } from "@/web/components/ui/table";
import type { ServiceListRow } from "../hooks/use-filtered-services";
import { ServiceStatusBadge } from "./service-status-badge";

export interface ServiceRowActions {
  onEdit: (service: ServiceRecord) => void;
  onDelete: (service: ServiceRecord) => void;
  onUploadImage: (service: ServiceRecord) => void;
  onViewImage: (service: ServiceRecord) => void;
}

interface ServiceRowProps extends ServiceRowActions {
  row: ServiceListRow;
  customFields: CustomFieldDefinition[];
  currencySymbol: string;
  /** Set by the virtualiser so it can measure the row. */
  index?: number;
  measureRef?: (element: HTMLTableRowElement | null) => void;
}

export const ServiceRow = memo(function ServiceRow({
  row: { service, vehicleLabel },
  customFields,
  currencySymbol,
  index,
  measureRef,
  onEdit,
  onDelete,
  onUploadImage,
  onViewImage,
}: ServiceRowProps) {
  const type = service.type || "service";
  return (
    <TableRow ref={measureRef} data-index={index}>
      <TableCell>{vehicleLabel}</TableCell>
      <TableCell className="font-medium">{service.type}</TableCell>
      <TableCell>{service.serviceDate}</TableCell>
      <TableCell>{formatMoney(service.cost, currencySymbol)}</TableCell>
      <TableCell>
        <ServiceStatusBadge status={service.status} />
      </TableCell>
      {customFields.map((field) => (
        <TableCell key={field.id}>{customFieldDisplay(service.customFields[field.id])}</TableCell>
      ))}
      <TableCell>
        {service.jobCardImageUrl ? (
          <Button variant="link" size="sm" className="px-0" onClick={() => onViewImage(service)}>
            <ImageIcon aria-hidden="true" />
            View Image
          </Button>
        ) : (
          <Button
            variant="outline"
            size="sm"
            aria-label={`Upload job card image for ${type}`}
            onClick={() => onUploadImage(service)}
          >
            <UploadIcon aria-hidden="true" />
            Upload
          </Button>
        )}
      </TableCell>
      <TableCell>
        <div className="flex gap-1">
          <Button asChild variant="ghost" size="icon">
            <Link to={`/services/${encodeURIComponent(service.id)}`} aria-label={`View ${type}`}>
              <EyeIcon aria-hidden="true" />
            </Link>
          </Button>
          <Button variant="ghost" size="icon" aria-label={`Edit ${type}`} onClick={() => onEdit(service)}>
            <PencilIcon aria-hidden="true" />
          </Button>
          <Button variant="ghost" size="icon" aria-label={`Delete ${type}`} onClick={() => onDelete(service)}>
            <Trash2Icon aria-hidden="true" className="text-destructive" />
          </Button>
        </div>
      </TableCell>
    </TableRow>
  );
});
