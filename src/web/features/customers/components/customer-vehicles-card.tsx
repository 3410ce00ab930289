import { useState } from "react";
import { PencilIcon, PlusIcon, Trash2Icon } from "lucide-react";
import { toast } from "sonner";
import type { CustomerVehicle } from "@/shared/schemas/customers";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { ListTable } from "@/web/components/list-table";
import { RecordCard } from "@/web/components/record-cards/record-card";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import { TableCell, TableRow } from "@/web/components/ui/table";
import { removeCustomerVehicle, useCustomerVehicleMutation } from "../api/customer-vehicles";
import { toastCustomerError } from "../utils/toast-customer-error";
import { CustomerVehicleDialog } from "./customer-vehicle-dialog";

const COLUMNS = ["Vehicle", "VIN", "License Plate", "Mileage", "Actions"] as const;

function vehicleName(vehicle: CustomerVehicle): string {
  return [vehicle.year ?? "", vehicle.make, vehicle.model].join(" ").trim();
}

function mileageText(vehicle: CustomerVehicle): string {
  return vehicle.mileage === null ? "" : `${vehicle.mileage.toLocaleString("en-US")} miles`;
}

type Editing = { open: false } | { open: true; vehicle?: CustomerVehicle };

/** The customer's vehicles: added, edited and removed here; cards on a phone. */
export function CustomerVehiclesCard({ customerId, vehicles }: { customerId: string; vehicles: readonly CustomerVehicle[] }) {
  const [editing, setEditing] = useState<Editing>({ open: false });
  const [removing, setRemoving] = useState<CustomerVehicle | null>(null);
  const remove = useCustomerVehicleMutation(customerId, (vehicle: CustomerVehicle) => removeCustomerVehicle(customerId, vehicle.id));

  async function confirmRemove(vehicle: CustomerVehicle) {
    try {
      await remove.mutateAsync(vehicle);
      toast.success("Vehicle Removed", { description: `${vehicleName(vehicle)} no longer belongs to this customer.` });
    } catch (error) {
      toastCustomerError("Error removing vehicle", error);
    }
  }

  const actions = (vehicle: CustomerVehicle) => (
    <div className="flex gap-2">
      <Button type="button" variant="outline" size="icon" aria-label={`Edit ${vehicleName(vehicle)}`} onClick={() => setEditing({ open: true, vehicle })}>
        <PencilIcon aria-hidden="true" />
      </Button>
      <Button type="button" variant="outline" size="icon" className="text-destructive" aria-label={`Remove ${vehicleName(vehicle)}`} onClick={() => setRemoving(vehicle)}>
        <Trash2Icon aria-hidden="true" />
      </Button>
    </div>
  );

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>
          <h2>Vehicles</h2>
        </CardTitle>
        <Button type="button" variant="outline" size="sm" onClick={() => setEditing({ open: true })}>
          <PlusIcon aria-hidden="true" />
          Add Vehicle
        </Button>
      </CardHeader>
      <CardContent>
        <ListTable
          columns={COLUMNS}
          rows={vehicles}
          emptyMessage="No vehicles yet."
          renderRow={(vehicle) => (
            <TableRow key={vehicle.id}>
              <TableCell className="font-medium">{vehicleName(vehicle)}</TableCell>
              <TableCell className="font-mono text-xs">{vehicle.vin}</TableCell>
              <TableCell>{vehicle.licensePlate}</TableCell>
              <TableCell className="tabular-nums">{mileageText(vehicle)}</TableCell>
              <TableCell>{actions(vehicle)}</TableCell>
            </TableRow>
          )}
          cards={{
            label: "Vehicles",
            rowKey: (vehicle) => vehicle.id,
            renderCard: (vehicle) => (
              <RecordCard
                title={vehicleName(vehicle)}
                fields={[
                  { label: "VIN", value: vehicle.vin ? <span className="font-mono text-xs break-all">{vehicle.vin}</span> : "" },
                  { label: "License Plate", value: vehicle.licensePlate },
                  { label: "Mileage", value: mileageText(vehicle) },
                ]}
                actions={actions(vehicle)}
              />
            ),
          }}
        />
      </CardContent>
      <CustomerVehicleDialog
        customerId={customerId}
        open={editing.open}
        vehicle={editing.open ? editing.vehicle : undefined}
        onOpenChange={(open) => setEditing(open ? editing : { open: false })}
      />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        title="Remove Vehicle?"
        description={removing ? `${vehicleName(removing)} will no longer belong to this customer. Its past tickets, repair orders and invoices stay.` : ""}
        confirmLabel="Remove Vehicle"
        destructive
        onConfirm={() => {
          if (removing) void confirmRemove(removing);
        }}
      />
    </Card>
  );
}
