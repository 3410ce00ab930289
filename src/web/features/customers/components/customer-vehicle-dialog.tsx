import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import {
  customerVehicleInputSchema,
  type CustomerVehicle,
  type CustomerVehicleInput,
  type CustomerVehicleValues,
} from "@/shared/schemas/customers";
import { FormDialogFooter } from "@/web/components/form/form-dialog-footer";
import { TextField } from "@/web/components/form/text-field";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/web/components/ui/dialog";
import { ApiError } from "@/web/lib/api-error";
import { applyServerFieldErrors } from "@/web/lib/apply-server-field-errors";
import { addCustomerVehicle, updateCustomerVehicle, useCustomerVehicleMutation } from "../api/customer-vehicles";
import { toastCustomerError } from "../utils/toast-customer-error";

interface CustomerVehicleDialogProps {
  customerId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The vehicle to edit; absent to add one. */
  vehicle?: CustomerVehicle;
}

/** Add Vehicle / Edit Vehicle of a customer: VIN, make, model, year and plate. */
export function CustomerVehicleDialog({ customerId, open, onOpenChange, vehicle }: CustomerVehicleDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-[625px]">
        <DialogHeader>
          <DialogTitle>{vehicle ? "Edit Vehicle" : "Add Vehicle"}</DialogTitle>
          <DialogDescription>Make and model are required. A VIN belongs to one customer only.</DialogDescription>
        </DialogHeader>
        {open ? <CustomerVehicleForm key={vehicle?.id ?? "new"} customerId={customerId} vehicle={vehicle} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function toInput(vehicle: CustomerVehicle | undefined): CustomerVehicleInput {
  return {
    vin: vehicle?.vin ?? "",
    make: vehicle?.make ?? "",
    model: vehicle?.model ?? "",
    year: vehicle?.year === null || vehicle?.year === undefined ? "" : String(vehicle.year),
    licensePlate: vehicle?.licensePlate ?? "",
  };
}

function CustomerVehicleForm({ customerId, vehicle, onDone }: { customerId: string; vehicle?: CustomerVehicle; onDone: () => void }) {
  const save = useCustomerVehicleMutation(customerId, (values: CustomerVehicleValues) =>
    vehicle ? updateCustomerVehicle(customerId, vehicle.id, values) : addCustomerVehicle(customerId, values),
  );
  const form = useForm<CustomerVehicleInput, unknown, CustomerVehicleValues>({
    resolver: zodResolver(customerVehicleInputSchema),
    defaultValues: toInput(vehicle),
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      toast.success(vehicle ? "Vehicle Updated" : "Vehicle Added", { description: `${values.make} ${values.model} was saved.` });
      onDone();
    } catch (error) {
      // A VIN already on another customer's record: said under the VIN, where it is fixed.
      if (error instanceof ApiError && error.status === 409) form.setError("vin", { type: "server", message: error.message }, { shouldFocus: true });
      else {
        applyServerFieldErrors(error, form);
        toastCustomerError(vehicle ? "Error updating vehicle" : "Error adding vehicle", error);
      }
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <TextField label="VIN" autoComplete="off" maxLength={50} error={errors.vin?.message} {...form.register("vin")} />
        </div>
        <TextField label="Make" autoComplete="off" maxLength={50} error={errors.make?.message} {...form.register("make")} />
        <TextField label="Model" autoComplete="off" maxLength={50} error={errors.model?.message} {...form.register("model")} />
        <TextField label="Year" inputMode="numeric" autoComplete="off" error={errors.year?.message} {...form.register("year")} />
        <TextField label="License Plate" autoComplete="off" maxLength={20} error={errors.licensePlate?.message} {...form.register("licensePlate")} />
      </div>
      <FormDialogFooter pending={form.formState.isSubmitting} pendingLabel="Saving vehicle">
        {vehicle ? "Save Changes" : "Add Vehicle"}
      </FormDialogFooter>
    </form>
  );
}
