import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { PencilIcon, Trash2Icon, UploadIcon } from "lucide-react";
import { formatMoney } from "@/shared/format/money";
import { customFieldDisplay } from "@/web/components/custom-fields/custom-field-display";
import { PageHeader } from "@/web/components/layout/page-header";
import { DeletedRecordNotice } from "@/web/components/shop-records/deleted-record-notice";
import { RecordConflicts } from "@/web/components/shop-records/record-conflicts";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import { serviceCustomFieldsStore, servicesStore, vehiclesStore } from "@/web/lib/local-store/collections";
import { useLocalCollection } from "@/web/lib/local-store/use-local-collection";
import { restoreShopRecord } from "@/web/lib/shop-records/shop-record-actions";
import { useDeletedShopRecord } from "@/web/lib/shop-records/use-shop-record-notices";
import { useCurrencySymbol } from "@/web/lib/use-currency-symbol";
import { vehicleLabel } from "../utils/vehicle-label";
import { DeleteServiceDialog } from "./delete-service-dialog";
import { DetailItem } from "./detail-item";
import { JobCardImage } from "./job-card-image";
import { PartsTable } from "./parts-table";
import { ServiceFormDialog } from "./service-form-dialog";
import { ServiceStatusBadge } from "./service-status-badge";
import { UploadJobCardDialog } from "./upload-job-card-dialog";
import { VehicleSummaryCard } from "./vehicle-summary-card";

export interface ServiceDetailPageProps {
  serviceId: string;
}

export function ServiceDetailPage({ serviceId }: ServiceDetailPageProps) {
  const services = useLocalCollection(servicesStore);
  const vehicles = useLocalCollection(vehiclesStore);
  const customFields = useLocalCollection(serviceCustomFieldsStore);
  const currencySymbol = useCurrencySymbol();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [uploading, setUploading] = useState(false);

  const deleted = useDeletedShopRecord("services", serviceId);
  const service = services.find((item) => item.id === serviceId);
  if (!service && deleted) {
    return (
      <DeletedRecordNotice
        noun="service"
        deletedByName={deleted.deletedByName}
        listPath="/services"
        listLabel="Back to Services"
        onRestore={() => restoreShopRecord("services", serviceId)}
      />
    );
  }
  if (!service) {
    return (
      <div className="flex flex-col items-start gap-3">
        <p>Loading service details or service not found.</p>
        <Button asChild variant="outline">
          <Link to="/services">Back to Services</Link>
        </Button>
      </div>
    );
  }
  const vehicle = vehicles.find((item) => item.id === service.vehicleId);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={`Service: ${service.type}`}
        description={<ServiceStatusBadge status={service.status} />}
        actions={
          <>
            <Button onClick={() => setEditing(true)}>
              <PencilIcon aria-hidden="true" />
              Edit Service
            </Button>
            <Button variant="outline" onClick={() => setConfirmingDelete(true)}>
              <Trash2Icon aria-hidden="true" />
              Delete
            </Button>
          </>
        }
      />
      <RecordConflicts collection="services" recordId={service.id} customFields={customFields} />
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <Card>
          <CardHeader>
            <CardTitle>Service Details</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-6">
            <dl className="grid gap-4 sm:grid-cols-2">
              <DetailItem label="Service Type">{service.type}</DetailItem>
              <DetailItem label="Date">{service.serviceDate}</DetailItem>
              <DetailItem label="Cost">{formatMoney(service.cost, currencySymbol)}</DetailItem>
              <DetailItem label="Mechanic">{service.mechanic}</DetailItem>
              <DetailItem label="Vehicle">{vehicleLabel(vehicle)}</DetailItem>
              {customFields.map((field) => (
                <DetailItem key={field.id} label={field.label}>
                  {customFieldDisplay(service.customFields[field.id])}
                </DetailItem>
              ))}
              <DetailItem label="Description" className="sm:col-span-2">
                {service.description}
              </DetailItem>
            </dl>
            <section className="flex flex-col gap-2">
              <h2 className="text-base font-semibold">Parts Used</h2>
              <PartsTable parts={service.parts} currencySymbol={currencySymbol} />
            </section>
            <section className="flex flex-col gap-2">
              <h2 className="text-base font-semibold">Job Card Image</h2>
              {service.jobCardImageUrl ? (
                <JobCardImage reference={service.jobCardImageUrl} alt={`Job card for ${service.type}`} />
              ) : (
                <p className="text-sm text-muted-foreground">No job card image uploaded.</p>
              )}
              <Button variant="outline" size="sm" className="self-start" onClick={() => setUploading(true)}>
                <UploadIcon aria-hidden="true" />
                {service.jobCardImageUrl ? "Replace Image" : "Upload Image"}
              </Button>
            </section>
          </CardContent>
        </Card>
        <VehicleSummaryCard vehicleId={service.vehicleId} vehicle={vehicle} />
      </div>

      <ServiceFormDialog open={editing} onOpenChange={setEditing} service={service} />
      <DeleteServiceDialog
        service={confirmingDelete ? service : null}
        vehicleLabel={vehicleLabel(vehicle)}
        onClose={() => setConfirmingDelete(false)}
        onDeleted={() => navigate("/services")}
      />
      <UploadJobCardDialog service={uploading ? service : null} onClose={() => setUploading(false)} />
    </div>
  );
}
