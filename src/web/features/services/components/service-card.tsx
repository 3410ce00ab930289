import { memo } from "react";
import { Link } from "react-router";
import { EyeIcon, ImageIcon, PencilIcon, Trash2Icon, UploadIcon } from "lucide-react";
import { formatMoney } from "@/shared/format/money";
import type { CustomFieldDefinition } from "@/shared/schemas/local-records";
import { customFieldDisplay } from "@/web/components/custom-fields/custom-field-display";
import { RecordCard } from "@/web/components/record-cards/record-card";
import { Button } from "@/web/components/ui/button";
import type { ServiceListRow } from "../hooks/use-filtered-services";
import type { ServiceRowActions } from "./service-row";
import { ServiceStatusBadge } from "./service-status-badge";

interface ServiceCardProps extends ServiceRowActions {
  row: ServiceListRow;
  customFields: CustomFieldDefinition[];
  currencySymbol: string;
}

/** A service record on a phone: type, vehicle, date, cost, status and custom fields, with the row's actions. */
export const ServiceCard = memo(function ServiceCard({
  row: { service, vehicleLabel },
  customFields,
  currencySymbol,
  onEdit,
  onDelete,
  onUploadImage,
  onViewImage,
}: ServiceCardProps) {
  const type = service.type || "service";
  return (
    <RecordCard
      title={service.type}
      badge={<ServiceStatusBadge status={service.status} />}
      fields={[
        { label: "Vehicle", value: vehicleLabel },
        { label: "Date", value: service.serviceDate },
        { label: "Cost", value: formatMoney(service.cost, currencySymbol) },
        ...customFields.map((field) => ({ label: field.label, value: customFieldDisplay(service.customFields[field.id]) })),
      ]}
      actions={
        <>
          {service.jobCardImageUrl ? (
            <Button variant="outline" onClick={() => onViewImage(service)}>
              <ImageIcon aria-hidden="true" />
              View Image
            </Button>
          ) : (
            <Button variant="outline" aria-label={`Upload job card image for ${type}`} onClick={() => onUploadImage(service)}>
              <UploadIcon aria-hidden="true" />
              Upload
            </Button>
          )}
          <Button asChild variant="outline" size="icon">
            <Link to={`/services/${encodeURIComponent(service.id)}`} aria-label={`View ${type}`}>
              <EyeIcon aria-hidden="true" />
            </Link>
          </Button>
          <Button variant="outline" size="icon" aria-label={`Edit ${type}`} onClick={() => onEdit(service)}>
            <PencilIcon aria-hidden="true" />
          </Button>
          <Button variant="outline" size="icon" aria-label={`Delete ${type}`} onClick={() => onDelete(service)}>
            <Trash2Icon aria-hidden="true" className="text-destructive" />
          </Button>
        </>
      }
    />
  );
});
