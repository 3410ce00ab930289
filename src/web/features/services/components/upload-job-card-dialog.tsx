import { useId, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { isJobCardImageType } from "@/shared/constants/job-card-images";
import type { ServiceRecord } from "@/shared/schemas/local-records";
import { FormDialogFooter } from "@/web/components/form/form-dialog-footer";
import { FormField } from "@/web/components/form/form-field";
import { useWhereSaved } from "@/web/components/shop-records/use-where-saved";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/web/components/ui/dialog";
import { Input } from "@/web/components/ui/input";
import { NotAnImageError } from "@/web/lib/job-card-images";
import { useJobCardImages } from "../hooks/job-card-images-context";
import { writeServices } from "../utils/write-services";

interface UploadJobCardDialogProps {
  /** The service the image belongs to; the dialog is open while one is given. */
  service: ServiceRecord | null;
  onClose: () => void;
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error("The file could not be read."));
    reader.readAsDataURL(file);
  });
}

export function UploadJobCardDialog({ service, onClose }: UploadJobCardDialogProps) {
  const whereSaved = useWhereSaved();
  return (
    <Dialog open={service !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Upload Job Card Image</DialogTitle>
          <DialogDescription>
            {service ? `A photo or scan of the job card for ${service.type}. ${whereSaved.image}` : null}
          </DialogDescription>
        </DialogHeader>
        {service ? <UploadJobCardForm key={service.id} service={service} onClose={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function UploadJobCardForm({ service, onClose }: { service: ServiceRecord; onClose: () => void }) {
  const images = useJobCardImages();
  const previewLabelId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  async function choose(chosen: File | undefined) {
    setFile(null);
    setPreview(null);
    setError(undefined);
    if (!chosen) return;
    if (!isJobCardImageType(chosen.type)) {
      setError(new NotAnImageError().message);
      return;
    }
    setFile(chosen);
    try {
      setPreview(await readAsDataUrl(chosen));
    } catch {
      setError("The file could not be read. Choose it again.");
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) {
      toast.error("Upload Error", { description: "Please select an image." });
      return;
    }
    setSaving(true);
    try {
      const reference = await images.save(file);
      toast.success("Image Uploaded");
      const saved = writeServices((services) =>
        services.map((item) => (item.id === service.id ? { ...item, jobCardImageUrl: reference } : item)),
      );
      if (!saved) {
        await images.remove(reference).catch(() => undefined);
        return;
      }
      if (service.jobCardImageUrl && service.jobCardImageUrl !== reference) {
        images.remove(service.jobCardImageUrl).catch(() => undefined);
      }
      toast.success("Image URL Updated (Local)");
      onClose();
    } catch (caught) {
      const message = caught instanceof Error ? caught.message : "The image could not be saved.";
      toast.error("Upload Error", { description: message });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={submit}>
      <FormField label="Job card image" error={error}>
        {(control) => (
          <Input {...control} type="file" accept="image/*" onChange={(event) => void choose(event.target.files?.[0])} />
        )}
      </FormField>
      {preview ? (
        <figure className="flex flex-col gap-2">
          <img src={preview} alt="Preview of the selected job card image" aria-describedby={previewLabelId} className="max-h-64 w-full rounded-md border object-contain" />
          <figcaption id={previewLabelId} className="text-sm text-muted-foreground">
            {file?.name}
          </figcaption>
        </figure>
      ) : null}
      <FormDialogFooter pending={saving} pendingText="Uploading...">
        Upload
      </FormDialogFooter>
    </form>
  );
}
