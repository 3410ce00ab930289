import { useEffect } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import { JOB_CARD_INITIAL_STATUSES } from "@/shared/constants/statuses";
import { customerContactText } from "@/shared/format/customer-contact";
import type { CustomerRef } from "@/shared/schemas/customers";
import {
  ESTIMATED_HOURS_STEP,
  JOB_CARD_REQUIRED_MESSAGE,
  jobCardCreateSchema,
  type JobCardCreateInput,
  type JobCardCreateValues,
} from "@/shared/schemas/job-card-form";
import type { JobCard } from "@/shared/schemas/job-card-responses";
import type { CustomerPickerSlot } from "@/web/components/customer-picker-slot";
import { CustomerPickerField } from "@/web/components/form/customer-picker-field";
import { FormDialogFooter } from "@/web/components/form/form-dialog-footer";
import { FormField } from "@/web/components/form/form-field";
import { SelectField } from "@/web/components/form/select-field";
import { TextField } from "@/web/components/form/text-field";
import { Textarea } from "@/web/components/ui/textarea";
import { errorMessage } from "@/web/lib/api-error";
import { applyServerFieldErrors } from "@/web/lib/apply-server-field-errors";
import { withLocalTimes } from "@/web/lib/local-time-resolver";
import { useTechnicians } from "@/web/lib/use-technicians";
import { useCreateJobCard } from "../api/create-job-card";

/** The fields whose absence earns the Missing Fields toast. */
const REQUIRED_FIELDS = ["vin", "serviceDescription", "assignedTechnicianId"] as const;

const DEFAULTS: JobCardCreateInput = {
  vin: "",
  customerName: "",
  customerContact: "",
  serviceDescription: "",
  assignedTechnicianId: "",
  status: "Pending",
  estimatedHours: "",
  mileage: "",
  promisedAt: "",
};

interface CreateJobCardFormProps {
  onCreated: (card: JobCard) => void;
  /** The customer picker app hands down; without it the customer is typed text only. */
  customerPicker?: CustomerPickerSlot;
}

/** The direct job card form (VIN, service description, technician required), checked by the server's schema too. */
export function CreateJobCardForm({ onCreated, customerPicker }: CreateJobCardFormProps) {
  const technicians = useTechnicians();
  const createJobCard = useCreateJobCard();
  const form = useForm<JobCardCreateInput, unknown, JobCardCreateValues>({
    // Promised Time holds the reader's local time; the schema and the server get it in UTC.
    resolver: withLocalTimes(zodResolver(jobCardCreateSchema), ["promisedAt"]),
    defaultValues: DEFAULTS,
  });
  const { errors, isSubmitting } = form.formState;
  // A linked card's name and contact are the customer's: the server keeps them so.
  const linked = Boolean(useWatch({ control: form.control, name: "customerId" }));

  function pickCustomer(customer: CustomerRef | null) {
    form.setValue("customerId", customer?.id ?? null, { shouldDirty: true });
    if (!customer) return;
    form.setValue("customerName", customer.name, { shouldDirty: true, shouldValidate: true });
    form.setValue("customerContact", customerContactText(customer) ?? "", { shouldDirty: true, shouldValidate: true });
  }

  useEffect(() => {
    if (technicians.error) toast.error("Error fetching technicians", { description: technicians.error.message });
  }, [technicians.error]);

  const onSubmit = form.handleSubmit(
    async (values) => {
      try {
        const { jobCard } = await createJobCard.mutateAsync(values);
        toast.success("Job Card Created", { description: `The job card for VIN ${jobCard.vin ?? values.vin} was created.` });
        onCreated(jobCard);
      } catch (error) {
        applyServerFieldErrors(error, form);
        toast.error("Error creating job card", { description: errorMessage(error) });
      }
    },
    () => {
      // Each field shows its own message too; the toast is the one summary of the three.
      const values = form.getValues();
      if (REQUIRED_FIELDS.some((field) => String(values[field] ?? "").trim() === "")) {
        toast.error("Missing Fields", { description: JOB_CARD_REQUIRED_MESSAGE });
      }
    },
  );

  const technicianList = technicians.data?.technicians ?? [];
  const technicianPlaceholder = technicians.isPending
    ? "Loading technicians..."
    : technicianList.length === 0
      ? "No technicians available"
      : "Select a technician";

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="VIN" autoComplete="off" error={errors.vin?.message} {...form.register("vin")} />
        <div className="empty:hidden sm:col-span-2">
          <CustomerPickerField picker={customerPicker} linked={{ customerId: null, customerName: null }} error={errors.customerId?.message} onPick={pickCustomer} />
        </div>
        <TextField
          label="Customer Name"
          autoComplete="off"
          readOnly={linked}
          description={linked ? "From the chosen customer's record." : undefined}
          error={errors.customerName?.message}
          {...form.register("customerName")}
        />
        <TextField
          label="Customer Contact"
          autoComplete="off"
          readOnly={linked}
          error={errors.customerContact?.message}
          {...form.register("customerContact")}
        />
        <SelectField label="Assigned Technician" error={errors.assignedTechnicianId?.message} {...form.register("assignedTechnicianId")}>
          <option value="">{technicianPlaceholder}</option>
          {technicianList.map((technician) => (
            <option key={technician.userId} value={technician.userId}>
              {technician.name}
            </option>
          ))}
        </SelectField>
      </div>
      <FormField label="Service Description" error={errors.serviceDescription?.message}>
        {(control) => <Textarea {...control} rows={3} {...form.register("serviceDescription")} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Status" error={errors.status?.message} {...form.register("status")}>
          {JOB_CARD_INITIAL_STATUSES.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Estimated Hours"
          type="number"
          inputMode="decimal"
          min="0"
          step={ESTIMATED_HOURS_STEP}
          error={errors.estimatedHours?.message}
          {...form.register("estimatedHours")}
        />
        <TextField
          label="Mileage"
          type="number"
          inputMode="decimal"
          min="0"
          error={errors.mileage?.message}
          {...form.register("mileage")}
        />
        <TextField label="Promised Time" type="datetime-local" error={errors.promisedAt?.message} {...form.register("promisedAt")} />
      </div>
      <FormDialogFooter pending={isSubmitting} pendingLabel="Creating job card">
        Create Job Card
      </FormDialogFooter>
    </form>
  );
}
