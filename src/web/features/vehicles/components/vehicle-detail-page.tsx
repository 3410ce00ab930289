import { useState, type ReactNode } from "react";
import { Link } from "react-router";
import { ArrowLeftIcon, PencilIcon, PlusIcon } from "lucide-react";
import { statusLabel } from "@/shared/format/status-label";
import type { Vehicle } from "@/shared/schemas/local-records";
import { customFieldDisplay } from "@/web/components/custom-fields/custom-field-display";
import { PageHeader } from "@/web/components/layout/page-header";
import { DeletedRecordNotice } from "@/web/components/shop-records/deleted-record-notice";
import { RecordConflicts } from "@/web/components/shop-records/record-conflicts";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import { vehicleCustomFieldsStore, vehiclesStore } from "@/web/lib/local-store/collections";
import { useLocalCollection } from "@/web/lib/local-store/use-local-collection";
import { restoreShopRecord } from "@/web/lib/shop-records/shop-record-actions";
import { useDeletedShopRecord } from "@/web/lib/shop-records/use-shop-record-notices";
import { DetailList } from "./detail-list";
import { ServiceHistoryCard } from "./service-history-card";
import { VehicleFormDialog } from "./vehicle-form-dialog";
import { VehicleNotFound } from "./vehicle-not-found";

export interface VehicleDetailPageProps {
  vehicleId: string;
  /** The Create Service Ticket button and dialog for this vehicle (tickets feature); nothing when absent. */
  createTicket?: (vehicle: Vehicle) => ReactNode;
  /** The vehicle's job cards with their estimate state (estimates feature); nothing when absent. */
  jobCards?: (vehicle: Vehicle) => ReactNode;
}

/** Vehicle detail: information, owner, service history and the way to add a service. */
export function VehicleDetailPage({ vehicleId, createTicket, jobCards }: VehicleDetailPageProps) {
  const vehicles = useLocalCollection(vehiclesStore);
  const customFields = useLocalCollection(vehicleCustomFieldsStore);
  const [editing, setEditing] = useState(false);
  const deleted = useDeletedShopRecord("vehicles", vehicleId);
  const vehicle = vehicles.find((item) => item.id === vehicleId);
  if (!vehicle && deleted) {
    return (
      <DeletedRecordNotice
        noun="vehicle"
        deletedByName={deleted.deletedByName}
        listPath="/vehicles"
        listLabel="Back to Vehicles"
        onRestore={() => restoreShopRecord("vehicles", vehicleId)}
      />
    );
  }
  if (!vehicle) return <VehicleNotFound />;

  const title = [vehicle.make, vehicle.model, vehicle.year ?? ""].join(" ").trim();
  const info = [
    { label: "Make", value: vehicle.make },
    { label: "Model", value: vehicle.model },
    { label: "Year", value: vehicle.year === null ? "" : String(vehicle.year) },
    { label: "License Plate", value: vehicle.licensePlate },
    { label: "VIN", value: vehicle.vin },
    { label: "Mileage", value: vehicle.mileage === null ? "" : `${vehicle.mileage.toLocaleString("en-US")} miles` },
    { label: "Status", value: statusLabel(vehicle.status) },
    { label: "Last Service", value: vehicle.lastService },
    { label: "Next Service Due", value: vehicle.nextServiceDue },
    ...customFields.map((field) => ({ label: field.label, value: customFieldDisplay(vehicle.customFields[field.id], "") })),
    { label: "Notes", value: vehicle.notes },
  ];
  const owner = [
    { label: "Name", value: vehicle.owner.name },
    { label: "Phone", value: vehicle.owner.phone },
    { label: "Email", value: vehicle.owner.email },
  ];

  return (
    <div className="space-y-4">
      <Button asChild variant="ghost" size="sm" className="-ml-2">
        <Link to="/vehicles">
          <ArrowLeftIcon aria-hidden="true" />
          Vehicles
        </Link>
      </Button>
      <PageHeader
        title={title || "Vehicle"}
        description={vehicle.licensePlate}
        actions={
          <>
            {createTicket?.(vehicle)}
            <Button type="button" variant="outline" onClick={() => setEditing(true)}>
              <PencilIcon aria-hidden="true" />
              Edit Vehicle
            </Button>
            <Button asChild>
              <Link to={`/services?vehicleId=${encodeURIComponent(vehicle.id)}&openModal=true`}>
                <PlusIcon aria-hidden="true" />
                Add New Service
              </Link>
            </Button>
          </>
        }
      />
      <RecordConflicts collection="vehicles" recordId={vehicle.id} customFields={customFields} />
      <div className="grid gap-4 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle>
              <h2>Vehicle Information</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <DetailList items={info} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>Owner Details</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <DetailList items={owner} />
          </CardContent>
        </Card>
      </div>
      <ServiceHistoryCard vehicleId={vehicle.id} />
      {jobCards?.(vehicle)}
      <VehicleFormDialog open={editing} onOpenChange={setEditing} vehicle={vehicle} />
    </div>
  );
}
