import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { SERVICE_STATUSES } from "@/shared/constants/statuses";
import type { CustomFieldDefinition, ServiceRecord, Vehicle } from "@/shared/schemas/local-records";
import { serviceFormSchema, type ServiceFormInput, type ServiceFormValues } from "@/shared/schemas/service-form";
import { CustomFieldInputs } from "@/web/components/form/custom-field-inputs";
import { FormDialogFooter } from "@/web/components/form/form-dialog-footer";
import { FormField } from "@/web/components/form/form-field";
import { SelectField } from "@/web/components/form/select-field";
import { TextField } from "@/web/components/form/text-field";
import { Textarea } from "@/web/components/ui/textarea";
import { localDateKey } from "@/web/lib/date-keys";
import { vehicleLabel } from "../utils/vehicle-label";
import { PartsEditor } from "./parts-editor";

interface ServiceFormProps {
  service?: ServiceRecord;
  defaultVehicleId?: string;
  vehicles: Vehicle[];
  customFields: CustomFieldDefinition[];
  onSubmit: (values: ServiceFormValues) => void;
}

function defaultsFor(service: ServiceRecord | undefined, defaultVehicleId: string | undefined): ServiceFormInput {
  if (!service) {
    return {
      vehicleId: defaultVehicleId ?? "",
      serviceDate: localDateKey(new Date()),
      type: "",
      description: "",
      cost: "",
      status: "Scheduled",
      mechanic: "",
      parts: [],
      customFields: {},
    };
  }
  return {
    vehicleId: service.vehicleId,
    serviceDate: service.serviceDate,
    type: service.type,
    description: service.description,
    cost: service.cost === null ? "" : String(service.cost),
    status: service.status as ServiceFormInput["status"],
    mechanic: service.mechanic,
    parts: service.parts.map((part) => ({ name: part.name, quantity: String(part.quantity), price: String(part.price) })),
    customFields: service.customFields,
  };
}

/** The Add / Update Service form, validated with the shared service schema. */
export function ServiceForm({ service, defaultVehicleId, vehicles, customFields, onSubmit }: ServiceFormProps) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ServiceFormInput, unknown, ServiceFormValues>({
    resolver: zodResolver(serviceFormSchema),
    defaultValues: defaultsFor(service, defaultVehicleId),
  });
  // A stored status outside the list (older data) stays selectable rather than silently changing.
  const statuses: readonly string[] =
    service && !(SERVICE_STATUSES as readonly string[]).includes(service.status)
      ? [...SERVICE_STATUSES, service.status]
      : SERVICE_STATUSES;

  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={handleSubmit(onSubmit)}>
      <SelectField label="Vehicle" error={errors.vehicleId?.message} {...register("vehicleId")}>
        <option value="">Select a vehicle</option>
        {vehicles.map((vehicle) => (
          <option key={vehicle.id} value={vehicle.id}>
            {vehicleLabel(vehicle)}
          </option>
        ))}
      </SelectField>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Service Date" type="date" error={errors.serviceDate?.message} {...register("serviceDate")} />
        <TextField label="Service Type" error={errors.type?.message} {...register("type")} />
        <TextField label="Cost" type="number" min="0" step="0.01" error={errors.cost?.message} {...register("cost")} />
        <SelectField label="Status" error={errors.status?.message} {...register("status")}>
          {statuses.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </SelectField>
        <TextField label="Mechanic" error={errors.mechanic?.message} {...register("mechanic")} />
      </div>
      <FormField label="Description" error={errors.description?.message}>
        {(controlProps) => <Textarea {...controlProps} rows={3} {...register("description")} />}
      </FormField>
      {customFields.length > 0 ? (
        // The whole map is one controlled value: custom field ids are often all digits, which
        // react-hook-form would read as array indexes in a `customFields.<id>` path.
        <Controller
          control={control}
          name="customFields"
          render={({ field }) => (
            <div className="grid gap-4 sm:grid-cols-2">
              <CustomFieldInputs
                fields={customFields}
                values={field.value ?? {}}
                onChange={field.onChange}
                errors={errors.customFields}
              />
            </div>
          )}
        />
      ) : null}
      <PartsEditor control={control} register={register} errors={errors.parts} />
      <FormDialogFooter pending={isSubmitting}>{service ? "Update Service" : "Add Service"}</FormDialogFooter>
    </form>
  );
}
