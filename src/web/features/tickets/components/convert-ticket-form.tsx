import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import {
  ESTIMATED_HOURS_STEP,
  TECHNICIAN_REQUIRED_MESSAGE,
  ticketConvertSchema,
  type TicketConvertInput,
  type TicketConvertValues,
} from "@/shared/schemas/job-card-form";
import type { ServiceTicket } from "@/shared/schemas/ticket-responses";
import { FormField } from "@/web/components/form/form-field";
import { TextField } from "@/web/components/form/text-field";
import { Textarea } from "@/web/components/ui/textarea";
import { ApiError } from "@/web/lib/api-error";
import { applyServerFieldErrors } from "@/web/lib/apply-server-field-errors";
import { withLocalTimes } from "@/web/lib/local-time-resolver";
import { FormDialogFooter } from "@/web/components/form/form-dialog-footer";
import { queryKeys } from "@/web/lib/query-keys";
import { useConvertTicket } from "../api/convert-ticket";
import { toastTicketError } from "../utils/toast-ticket-error";
import { TechnicianSelect } from "./technician-select";

interface ConvertTicketFormProps {
  ticket: ServiceTicket;
  onDone: () => void;
}

/** Convert to job card: a technician and a service description are required. */
export function ConvertTicketForm({ ticket, onDone }: ConvertTicketFormProps) {
  const queryClient = useQueryClient();
  const convertTicket = useConvertTicket();
  const navigate = useNavigate();
  const form = useForm<TicketConvertInput, unknown, TicketConvertValues>({
    // Promised Time holds the reader's local time; the schema and the server get it in UTC.
    resolver: withLocalTimes(zodResolver(ticketConvertSchema), ["promisedAt"]),
    defaultValues: { assignedTechnicianId: "", serviceDescription: ticket.issueDescription, estimatedHours: "", mileage: "", notes: "", promisedAt: "" },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(
    async (values) => {
      try {
        const { jobCard } = await convertTicket.mutateAsync({ ticketId: ticket.id, input: values });
        const technician = jobCard.technician?.name;
        toast.success("Job Card Created", {
          description: `The ticket for VIN ${ticket.vin} is now Assigned${technician ? ` to ${technician}` : ""}.`,
          // The ticket list stays; the new card's repair order is one tap away.
          action: { label: "Open Repair Order", onClick: () => void navigate(`/jobcards/${encodeURIComponent(jobCard.id)}`) },
        });
        onDone();
      } catch (error) {
        applyServerFieldErrors(error, form);
        toastTicketError("Error creating job card", error);
        if (!(error instanceof ApiError)) return;
        // No longer Open, or deleted: the refetched list tells the rest.
        if (error.status === 409 || error.status === 404) onDone();
        // The technician may have just been deactivated.
        if (error.status === 400) void queryClient.invalidateQueries({ queryKey: queryKeys.technicians });
      }
    },
    (invalid) => {
      // A missing technician is also a toast, besides the message under the field.
      if (invalid.assignedTechnicianId) toast.error("Technician Required", { description: TECHNICIAN_REQUIRED_MESSAGE });
    },
  );

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
      <div className="-mx-1 grid max-h-[70vh] gap-4 overflow-y-auto px-1 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <TechnicianSelect error={errors.assignedTechnicianId?.message} {...form.register("assignedTechnicianId")} />
        </div>
        <div className="sm:col-span-2">
          <FormField label="Service Description" error={errors.serviceDescription?.message}>
            {(control) => <Textarea rows={4} {...control} {...form.register("serviceDescription")} />}
          </FormField>
        </div>
        <TextField
          label="Estimated Hours"
          type="number"
          inputMode="decimal"
          min={0}
          step={ESTIMATED_HOURS_STEP}
          error={errors.estimatedHours?.message}
          {...form.register("estimatedHours")}
        />
        <TextField label="Mileage" type="number" inputMode="decimal" min={0} error={errors.mileage?.message} {...form.register("mileage")} />
        <TextField label="Promised Time" type="datetime-local" error={errors.promisedAt?.message} {...form.register("promisedAt")} />
        <div className="sm:col-span-2">
          <FormField label="Notes" error={errors.notes?.message}>
            {(control) => <Textarea rows={3} {...control} {...form.register("notes")} />}
          </FormField>
        </div>
      </div>
      <FormDialogFooter pending={form.formState.isSubmitting} pendingLabel="Creating job card">
        Create Job Card
      </FormDialogFooter>
    </form>
  );
}
