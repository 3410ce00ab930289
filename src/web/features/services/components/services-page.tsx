import { useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import { useSearchParams } from "react-router";
import { PlusIcon } from "lucide-react";
import type { ServiceRecord } from "@/shared/schemas/local-records";
import { CustomFieldsDialog } from "@/web/components/custom-fields/custom-fields-dialog";
import { PageHeader } from "@/web/components/layout/page-header";
import { StaffRecordsNote } from "@/web/components/shop-records/staff-records-note";
import { Button } from "@/web/components/ui/button";
import { serviceCustomFieldsStore, servicesStore, vehiclesStore } from "@/web/lib/local-store/collections";
import { useLocalCollection } from "@/web/lib/local-store/use-local-collection";
import { useShopRecordsMode } from "@/web/lib/shop-records/use-shop-records-mode";
import { useCurrencySymbol } from "@/web/lib/use-currency-symbol";
import { useStableList } from "@/web/lib/use-stable-list";
import { useFilteredServices, type ServiceFilters } from "../hooks/use-filtered-services";
import { vehicleLabel } from "../utils/vehicle-label";
import { DeleteServiceDialog } from "./delete-service-dialog";
import { ServiceFormDialog } from "./service-form-dialog";
import { ServicesTable } from "./services-table";
import { ServicesToolbar } from "./services-toolbar";
import { UploadJobCardDialog } from "./upload-job-card-dialog";
import { ViewJobCardDialog } from "./view-job-card-dialog";

export interface ServicesPageProps {
  /** The Import History button and its dialog (built by the imports feature); nothing when absent. */
  importHistory?: ReactNode;
}

type FormState = { service?: ServiceRecord; defaultVehicleId?: string } | null;

const NO_FILTERS: ServiceFilters = { search: "", status: "", from: "", to: "" };

/** /services?vehicleId=X&openModal=true opens Add Service for that vehicle (from a vehicle's page). */
function useOpenModalRequest(): FormState {
  const [searchParams, setSearchParams] = useSearchParams();
  const [request] = useState<FormState>(() =>
    searchParams.get("openModal") === "true" ? { defaultVehicleId: searchParams.get("vehicleId") ?? undefined } : null,
  );
  useEffect(() => {
    if (searchParams.has("openModal") || searchParams.has("vehicleId")) {
      setSearchParams(
        (params) => {
          params.delete("openModal");
          params.delete("vehicleId");
          return params;
        },
        { replace: true },
      );
    }
  }, [searchParams, setSearchParams]);
  return request;
}

export function ServicesPage({ importHistory }: ServicesPageProps) {
  const services = useLocalCollection(servicesStore);
  const vehicles = useLocalCollection(vehiclesStore);
  const customFields = useLocalCollection(serviceCustomFieldsStore);
  const { shared } = useShopRecordsMode();
  const currencySymbol = useCurrencySymbol();

  const [filters, setFilters] = useState<ServiceFilters>(NO_FILTERS);
  const rows = useStableList(useFilteredServices(services, vehicles, filters));

  const openModalRequest = useOpenModalRequest();
  const [form, setForm] = useState<FormState>(openModalRequest);
  const [deleting, setDeleting] = useState<ServiceRecord | null>(null);
  const [uploading, setUploading] = useState<ServiceRecord | null>(null);
  const [viewing, setViewing] = useState<ServiceRecord | null>(null);

  const onEdit = useCallback((service: ServiceRecord) => setForm({ service }), []);
  // The header does not change while typing; built once, it stays out of each keystroke's render.
  const header = useMemo(
    () => (
      <PageHeader
        title="Manage Services"
        description={shared ? "Shop data: every device of the shop shares these services." : "Local Data: services are kept in this browser."}
        actions={
          <>
            {importHistory}
            <CustomFieldsDialog store={serviceCustomFieldsStore} title="Manage Service Custom Fields" />
            <Button onClick={() => setForm({})}>
              <PlusIcon aria-hidden="true" />
              Add New Service
            </Button>
          </>
        }
      />
    ),
    [importHistory, shared],
  );
  const deletingVehicle = deleting ? vehicles.find((vehicle) => vehicle.id === deleting.vehicleId) : undefined;

  return (
    <div>
      {header}
      <StaffRecordsNote className="mb-4" />
      <ServicesToolbar filters={filters} onChange={setFilters} />
      <ServicesTable
        rows={rows}
        customFields={customFields}
        currencySymbol={currencySymbol}
        onEdit={onEdit}
        onDelete={setDeleting}
        onUploadImage={setUploading}
        onViewImage={setViewing}
      />
      <p className="mt-3 text-sm text-muted-foreground">
        Showing {rows.length} of {services.length} services {shared ? "(Shop data)" : "(data from local storage)"}
      </p>

      <ServiceFormDialog
        open={form !== null}
        onOpenChange={(open) => (open ? undefined : setForm(null))}
        service={form?.service}
        defaultVehicleId={form?.defaultVehicleId}
      />
      <DeleteServiceDialog
        service={deleting}
        vehicleLabel={vehicleLabel(deletingVehicle)}
        onClose={() => setDeleting(null)}
      />
      <UploadJobCardDialog service={uploading} onClose={() => setUploading(null)} />
      <ViewJobCardDialog service={viewing} onClose={() => setViewing(null)} />
    </div>
  );
}
