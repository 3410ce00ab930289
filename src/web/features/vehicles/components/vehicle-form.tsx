import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import { VEHICLE_STATUSES } from "@/shared/constants/statuses";
import { statusLabel } from "@/shared/format/status-label";
import type { Vehicle } from "@/shared/schemas/local-records";
import { vehicleFormSchema, type VehicleFormInput, type VehicleFormValues } from "@/shared/schemas/vehicle-form";
import { saveLocalList } from "@/web/lib/local-store/save-local-list";
import { CustomFieldInputs } from "@/web/components/form/custom-field-inputs";
import { FormDialogFooter } from "@/web/components/form/form-dialog-footer";
import { FormField } from "@/web/components/form/form-field";
import { SelectField } from "@/web/components/form/select-field";
import { TextField } from "@/web/components/form/text-field";
import { Textarea } from "@/web/components/ui/textarea";
import { vehicleCustomFieldsStore, vehiclesStore } from "@/web/lib/local-store/collections";
import { newVehicleId } from "@/web/lib/local-store/local-ids";
import { useLocalCollection } from "@/web/lib/local-store/use-local-collection";
import { EMPTY_VEHICLE_FORM, toVehicle, toVehicleFormInput } from "../utils/vehicle-form-values";

interface VehicleFormProps {
  /** The vehicle being edited; absent when adding. */
  vehicle?: Vehicle;
  onSaved: () => void;
}

export function VehicleForm({ vehicle, onSaved }: VehicleFormProps) {
  const customFields = useLocalCollection(vehicleCustomFieldsStore);
  const form = useForm<VehicleFormInput, unknown, VehicleFormValues>({
    resolver: zodResolver(vehicleFormSchema),
    defaultValues: vehicle ? toVehicleFormInput(vehicle) : EMPTY_VEHICLE_FORM,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    const id = vehicle?.id ?? newVehicleId();
    const saved = toVehicle(id, values, vehicle);
    const written = saveLocalList(() =>
      vehiclesStore.update(
        (items) => (vehicle ? items.map((item) => (item.id === id ? saved : item)) : [...items, saved]),
        { touch: true },
      ),
    );
    if (!written) return;
    toast.success(vehicle ? "Vehicle Updated (Local)" : "Vehicle Added (Local)", {
      description: `${saved.make} ${saved.model} was saved in this browser.`,
    });
    onSaved();
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
      <div className="-mx-1 grid max-h-[70vh] gap-4 overflow-y-auto px-1 sm:grid-cols-2">
        <TextField label="Make" autoComplete="off" error={errors.make?.message} {...form.register("make")} />
        <TextField label="Model" autoComplete="off" error={errors.model?.message} {...form.register("model")} />
        <TextField label="Year" inputMode="numeric" autoComplete="off" error={errors.year?.message} {...form.register("year")} />
        <TextField
          label="License Plate"
          autoComplete="off"
          error={errors.licensePlate?.message}
          {...form.register("licensePlate")}
        />
        <TextField label="VIN" autoComplete="off" error={errors.vin?.message} {...form.register("vin")} />
        <TextField label="Owner Name" autoComplete="off" error={errors.owner?.name?.message} {...form.register("owner.name")} />
        <TextField
          label="Owner Phone"
          type="tel"
          autoComplete="off"
          error={errors.owner?.phone?.message}
          {...form.register("owner.phone")}
        />
        <TextField
          label="Owner Email"
          type="email"
          autoComplete="off"
          error={errors.owner?.email?.message}
          {...form.register("owner.email")}
        />
        <SelectField label="Status" error={errors.status?.message} {...form.register("status")}>
          {VEHICLE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {statusLabel(status)}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Mileage (miles)"
          inputMode="numeric"
          autoComplete="off"
          error={errors.mileage?.message}
          {...form.register("mileage")}
        />
        <TextField label="Last Service" type="date" error={errors.lastService?.message} {...form.register("lastService")} />
        <TextField
          label="Next Service Due"
          type="date"
          error={errors.nextServiceDue?.message}
          {...form.register("nextServiceDue")}
        />
        <div className="sm:col-span-2">
          <FormField label="Notes" error={errors.notes?.message}>
            {(control) => <Textarea {...control} {...form.register("notes")} />}
          </FormField>
        </div>
        <Controller
          control={form.control}
          name="customFields"
          render={({ field }) => (
            <CustomFieldInputs
              fields={customFields}
              values={field.value ?? {}}
              onChange={field.onChange}
              errors={errors.customFields}
            />
          )}
        />
      </div>
      <FormDialogFooter>{vehicle ? "Save Changes" : "Add Vehicle"}</FormDialogFooter>
    </form>
  );
}
