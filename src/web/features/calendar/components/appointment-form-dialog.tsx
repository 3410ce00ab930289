import { useState, type ComponentType, type FormEvent } from "react";
import { toast } from "sonner";
import { appointmentFormSchema, type Appointment } from "@/shared/schemas/appointments";
import type { CustomerRef } from "@/shared/schemas/customers";
import type { ShopCalendar } from "@/shared/schemas/shop-calendar";
import type { Technician } from "@/shared/schemas/technician-responses";
import { FormDialogFooter } from "@/web/components/form/form-dialog-footer";
import { FormField } from "@/web/components/form/form-field";
import { SelectField } from "@/web/components/form/select-field";
import { TextField } from "@/web/components/form/text-field";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/web/components/ui/dialog";
import { Textarea } from "@/web/components/ui/textarea";
import { ApiError, errorMessage } from "@/web/lib/api-error";
import { useCustomerVehicles } from "../api/get-customer-vehicles";
import { useSaveAppointment } from "../api/save-appointment";
import { isoFromLocalInput, localInputAt } from "../utils/shop-time";
import { BayField } from "./bay-field";
import { DateTimeField } from "./date-time-field";
import { TechnicianField } from "./technician-field";
import { AlertMessage } from "@/web/components/ui/alert-message";

/** The customers feature's picker, as every form uses it. */
export type CustomerPickerComponent = ComponentType<{
  value: CustomerRef | null;
  onChange: (customer: CustomerRef | null) => void;
  label?: string;
  error?: string;
  disabled?: boolean;
}>;

interface AppointmentFormDialogProps {
  editing: Appointment | "new" | null;
  calendar: ShopCalendar;
  technicians: readonly Technician[];
  CustomerPicker: CustomerPickerComponent;
  /** Where a new appointment starts unless changed: the first slot of the day shown. */
  defaultStart: number;
  onClose: () => void;
}

const NEW_VEHICLE = "new";

/** "New Appointment" and "Edit Appointment": customer, vehicle, work, hours, bay, technician and times. */
export function AppointmentFormDialog({ editing, onClose, ...props }: AppointmentFormDialogProps) {
  return (
    <Dialog open={editing !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-[640px]">
        {editing !== null ? <AppointmentForm key={editing === "new" ? "new" : editing.id} editing={editing} onClose={onClose} {...props} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function customerOf(appointment: Appointment): CustomerRef | null {
  if (appointment.customerId === null) return null;
  return {
    id: appointment.customerId,
    name: appointment.customerName,
    phones: appointment.customerPhone ? [{ kind: "Mobile", number: appointment.customerPhone }] : [],
    email: appointment.customerEmail ?? "",
    preferredContact: "Phone",
  };
}

function AppointmentForm({ editing, calendar, technicians, CustomerPicker, defaultStart, onClose }: AppointmentFormDialogProps & { editing: Appointment | "new" }) {
  const existing = editing === "new" ? null : editing;
  const zone = calendar.timeZone;
  const [customer, setCustomer] = useState<CustomerRef | null>(existing ? customerOf(existing) : null);
  const [vehicleChoice, setVehicleChoice] = useState(existing?.customerVehicleId ?? "");
  const [vehicle, setVehicle] = useState({ vin: "", make: "", model: "", year: "", licensePlate: "" });
  const [fields, setFields] = useState({
    requestedWork: existing?.requestedWork ?? "",
    expectedHours: existing ? String(existing.expectedHours) : "1",
    bayId: existing ? (existing.bayId ?? "") : (calendar.bays[0]?.id ?? ""),
    technicianId: existing?.technicianId ?? "",
    startsAt: localInputAt(existing?.startsAt ?? defaultStart, zone),
    dropOffAt: existing?.dropOffAt ? localInputAt(existing.dropOffAt, zone) : "",
    promisedAt: existing?.promisedAt ? localInputAt(existing.promisedAt, zone) : "",
    notes: existing?.notes ?? "",
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const vehicles = useCustomerVehicles(customer?.id ?? null);
  const save = useSaveAppointment();
  const setField = (name: keyof typeof fields) => (value: string) => setFields({ ...fields, [name]: value });
  const set = (name: keyof typeof fields) => (event: { target: { value: string } }) => setField(name)(event.target.value);
  const setVehicleField = (name: keyof typeof vehicle) => (event: { target: { value: string } }) => setVehicle({ ...vehicle, [name]: event.target.value });
  const time = (value: string) => (value ? isoFromLocalInput(value, zone) : null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const adding = vehicleChoice === NEW_VEHICLE;
    const parsed = appointmentFormSchema.safeParse({
      customerId: customer?.id ?? "",
      customerVehicleId: adding || vehicleChoice === "" ? null : vehicleChoice,
      newVehicle: adding ? vehicle : null,
      requestedWork: fields.requestedWork,
      expectedHours: fields.expectedHours,
      bayId: fields.bayId || null,
      technicianId: fields.technicianId || null,
      startsAt: fields.startsAt ? isoFromLocalInput(fields.startsAt, zone) : "",
      dropOffAt: time(fields.dropOffAt),
      promisedAt: time(fields.promisedAt),
      notes: fields.notes,
    });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[issue.path.join(".")] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    setFailure(null);
    save.mutate(
      { existing, values: parsed.data },
      {
        onSuccess: (saved) => {
          const warned = saved.warnings.map((warning) => warning.message).join(" ");
          if (warned) toast.warning(existing ? "Appointment saved, with warnings" : "Appointment booked, with warnings", { description: warned });
          else toast.success(existing ? "Appointment saved." : "Appointment booked.");
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
            setErrors(Object.fromEntries(Object.entries(error.fields).map(([name, messages]) => [name, messages[0] ?? error.message])));
          }
          setFailure(errorMessage(error));
          toast.error(existing ? "The appointment was not saved" : "The appointment was not booked", { description: errorMessage(error) });
        },
      },
    );
  }

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <DialogHeader>
        <DialogTitle>{existing ? "Edit Appointment" : "New Appointment"}</DialogTitle>
        <DialogDescription>Times are the shop's ({zone}).</DialogDescription>
      </DialogHeader>
      <CustomerPicker
        value={customer}
        error={errors.customerId}
        onChange={(next) => {
          setCustomer(next);
          setVehicleChoice("");
        }}
      />
      <SelectField label="Vehicle" value={vehicleChoice} error={errors.customerVehicleId} disabled={customer === null} onChange={(event) => setVehicleChoice(event.target.value)}>
        <option value="">{customer === null ? "Choose a customer first" : vehicles.isPending ? "Loading vehicles..." : "Choose a vehicle"}</option>
        {(vehicles.data ?? []).map((candidate) => (
          <option key={candidate.id} value={candidate.id}>
            {[candidate.year, candidate.make, candidate.model].filter(Boolean).join(" ")}
            {candidate.licensePlate ? ` (${candidate.licensePlate})` : ""}
          </option>
        ))}
        <option value={NEW_VEHICLE}>Add a vehicle</option>
      </SelectField>
      {vehicleChoice === NEW_VEHICLE ? (
        <fieldset className="grid gap-3 rounded-md border p-3 sm:grid-cols-2">
          <legend className="px-1 text-sm font-medium">New vehicle</legend>
          <TextField label="VIN" value={vehicle.vin} error={errors["newVehicle.vin"]} onChange={setVehicleField("vin")} />
          <TextField label="Make" value={vehicle.make} error={errors["newVehicle.make"]} onChange={setVehicleField("make")} />
          <TextField label="Model" value={vehicle.model} error={errors["newVehicle.model"]} onChange={setVehicleField("model")} />
          <TextField label="Year" inputMode="numeric" value={vehicle.year} error={errors["newVehicle.year"]} onChange={setVehicleField("year")} />
          <TextField label="License Plate" value={vehicle.licensePlate} error={errors["newVehicle.licensePlate"]} onChange={setVehicleField("licensePlate")} />
        </fieldset>
      ) : null}
      <FormField label="Requested Work" id="appointment-requested-work" error={errors.requestedWork}>
        {(control) => <Textarea {...control} value={fields.requestedWork} onChange={set("requestedWork")} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField label="Expected Hours" inputMode="decimal" value={fields.expectedHours} error={errors.expectedHours} onChange={set("expectedHours")} />
        <BayField bays={calendar.bays} value={fields.bayId} error={errors.bayId} onChange={setField("bayId")} />
        <TechnicianField
          label="Technician"
          noneLabel="Unassigned"
          technicians={technicians}
          value={fields.technicianId}
          error={errors.technicianId}
          onChange={setField("technicianId")}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <DateTimeField label="Start" value={fields.startsAt} error={errors.startsAt} onChange={setField("startsAt")} />
        <DateTimeField label="Drop-off" value={fields.dropOffAt} error={errors.dropOffAt} onChange={setField("dropOffAt")} />
        <DateTimeField label="Promised" value={fields.promisedAt} error={errors.promisedAt} onChange={setField("promisedAt")} />
      </div>
      <TextField label="Notes" value={fields.notes} error={errors.notes} onChange={set("notes")} />
      <AlertMessage>{failure}</AlertMessage>
      <FormDialogFooter pending={save.isPending}>{existing ? "Save Appointment" : "Book Appointment"}</FormDialogFooter>
    </form>
  );
}
