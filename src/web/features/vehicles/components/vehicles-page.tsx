import { useCallback, useMemo, useState, type ReactNode } from "react";
import { PlusIcon } from "lucide-react";
import type { Vehicle } from "@/shared/schemas/local-records";
import { CustomFieldsDialog } from "@/web/components/custom-fields/custom-fields-dialog";
import { PageHeader } from "@/web/components/layout/page-header";
import { StaffRecordsNote } from "@/web/components/shop-records/staff-records-note";
import { Button } from "@/web/components/ui/button";
import { vehicleCustomFieldsStore, vehiclesStore } from "@/web/lib/local-store/collections";
import { useLocalCollection } from "@/web/lib/local-store/use-local-collection";
import { useShopRecordsMode } from "@/web/lib/shop-records/use-shop-records-mode";
import { useStableList } from "@/web/lib/use-stable-list";
import { filterVehicles } from "../utils/filter-vehicles";
import { ShopRecordsHint } from "./shop-records-hint";
import { DeleteVehicleDialog } from "./delete-vehicle-dialog";
import { VehicleFormDialog } from "./vehicle-form-dialog";
import { VehiclesTable } from "./vehicles-table";
import { VehiclesToolbar } from "./vehicles-toolbar";

export interface VehiclesPageProps {
  /** The Bulk Upload button and its dialog, supplied by the imports feature; nothing when absent. */
  bulkUpload?: ReactNode;
}

type FormState = { open: false } | { open: true; vehicle?: Vehicle };

/** Manage Vehicles: browser-kept vehicles, searched, filtered, added, edited, deleted. */
export function VehiclesPage({ bulkUpload }: VehiclesPageProps) {
  const vehicles = useLocalCollection(vehiclesStore);
  const customFields = useLocalCollection(vehicleCustomFieldsStore);
  const { shared } = useShopRecordsMode();
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState("");
  const visible = useStableList(useMemo(() => filterVehicles(vehicles, search, status), [vehicles, search, status]));
  const [form, setForm] = useState<FormState>({ open: false });
  const [deleting, setDeleting] = useState<Vehicle | null>(null);
  // The header does not change while typing; built once, it stays out of each keystroke's render.
  const header = useMemo(
    () => (
      <PageHeader
        title="Manage Vehicles"
        description={shared ? "Shop data: every device of the shop shares these vehicles." : "Local Data: vehicles are kept in this browser only."}
        actions={
          <>
            {bulkUpload}
            <CustomFieldsDialog store={vehicleCustomFieldsStore} title="Manage Vehicle Custom Fields" />
            <Button type="button" onClick={() => setForm({ open: true })}>
              <PlusIcon aria-hidden="true" />
              Add New Vehicle
            </Button>
          </>
        }
      />
    ),
    [bulkUpload, shared],
  );
  // Stable handlers keep the memoised table and rows out of each keystroke's urgent render.
  const onEdit = useCallback((vehicle: Vehicle) => setForm({ open: true, vehicle }), []);

  return (
    <div className="space-y-4">
      {header}
      <ShopRecordsHint />
      <StaffRecordsNote />
      <VehiclesToolbar search={search} onSearchChange={setSearch} status={status} onStatusChange={setStatus} />
      <VehiclesTable vehicles={visible} customFields={customFields} onEdit={onEdit} onDelete={setDeleting} />
      <p className="text-sm text-muted-foreground">
        Showing {visible.length} of {vehicles.length} vehicles. {shared ? "(Shop data)" : "(Data from Local Storage)"}
      </p>
      <VehicleFormDialog
        open={form.open}
        vehicle={form.open ? form.vehicle : undefined}
        onOpenChange={(open) => setForm(open ? form : { open: false })}
      />
      <DeleteVehicleDialog vehicle={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
