import { useEffect, type ComponentProps } from "react";
import { toast } from "sonner";
import { SelectField } from "@/web/components/form/select-field";
import { errorMessage } from "@/web/lib/api-error";
import { useTechnicians } from "@/web/lib/use-technicians";

type TechnicianSelectProps = Omit<ComponentProps<typeof SelectField>, "label" | "children" | "description">;

/** The active service technicians (the technicians view), to assign the job card to. */
export function TechnicianSelect(props: TechnicianSelectProps) {
  const technicians = useTechnicians();
  const list = technicians.data?.technicians;

  useEffect(() => {
    if (technicians.error) toast.error("Error fetching technicians", { description: errorMessage(technicians.error) });
  }, [technicians.error]);

  const description =
    list && list.length === 0
      ? "No active service technicians. An Admin can give a user the Service Technician role."
      : undefined;

  return (
    <SelectField label="Assigned Technician" description={description} {...props}>
      <option value="">{technicians.isPending ? "Loading technicians..." : "Select a technician"}</option>
      {list?.map((technician) => (
        <option key={technician.userId} value={technician.userId}>
          {technician.name || technician.email}
        </option>
      ))}
    </SelectField>
  );
}
