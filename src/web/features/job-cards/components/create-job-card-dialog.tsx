import { useState } from "react";
import { PlusIcon } from "lucide-react";
import type { CustomerPickerSlot } from "@/web/components/customer-picker-slot";
import { Button } from "@/web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/web/components/ui/dialog";
import { CreateJobCardForm } from "./create-job-card-form";

/** The Create New Job Card button and its dialog; the form mounts afresh each time it opens. */
export function CreateJobCardDialog({ customerPicker }: { customerPicker?: CustomerPickerSlot }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button">
          <PlusIcon aria-hidden="true" />
          Create New Job Card
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-[625px]">
        <DialogHeader>
          <DialogTitle>Create New Job Card</DialogTitle>
          <DialogDescription>A work order for a vehicle, assigned to a service technician.</DialogDescription>
        </DialogHeader>
        <CreateJobCardForm customerPicker={customerPicker} onCreated={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
