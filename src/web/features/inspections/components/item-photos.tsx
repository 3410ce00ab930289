import { useId, useMemo, type ChangeEvent } from "react";
import { CameraIcon } from "lucide-react";
import { INSPECTION_PHOTO_MAX_BYTES, INSPECTION_PHOTO_MIME_TYPES, INSPECTION_PHOTO_TOO_LARGE_MESSAGE } from "@/shared/constants/inspections";
import type { InspectionItem } from "@/shared/schemas/inspections";
import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";
import { errorMessage } from "@/web/lib/api-error";
import type { QueuedInspectionPhoto } from "@/web/lib/job-card-actions/inspection-photo-queue-db";
import { useInspectionPhotoQueue } from "@/web/lib/job-card-actions/use-inspection-photo-queue";
import { shrinkPhoto } from "@/web/lib/photos/shrink-photo";
import { useAddItemPhoto, useDeleteItemPhoto } from "../api/inspection";

/** Refused on the device before anything is shrunk or sent: a photo over 10 MB. */
async function prepare(file: File): Promise<Blob> {
  if (file.size > INSPECTION_PHOTO_MAX_BYTES) throw new Error(INSPECTION_PHOTO_TOO_LARGE_MESSAGE);
  return shrinkPhoto(file);
}

/** The bytes as a data URL: nothing to revoke, however often the thumbnail is drawn. */
function dataUrlOf(photo: QueuedInspectionPhoto): string {
  const bytes = new Uint8Array(photo.bytes);
  let binary = "";
  for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return `data:${photo.type};base64,${btoa(binary)}`;
}

/** A photo kept on the device until the connection returns, shown from its own bytes. */
function WaitingPhoto({ photo, label }: { photo: QueuedInspectionPhoto; label: string }) {
  const url = useMemo(() => dataUrlOf(photo), [photo]);
  return (
    <li className="grid gap-1">
      <div className="overflow-hidden rounded border border-dashed border-amber-700">
        <img src={url} alt={label} className="aspect-square w-full object-cover opacity-80" />
      </div>
      <span className="text-xs text-amber-700 dark:text-amber-300">Waiting for the connection</span>
    </li>
  );
}

/**
 * An item's photos as thumbnails, those still waiting on the device for the connection after
 * them, and Take photo (the phone's back camera) while it may change.
 */
export function ItemPhotos({ jobCardId, item, editable }: { jobCardId: string; item: InspectionItem; editable: boolean }) {
  const add = useAddItemPhoto(jobCardId, item, prepare);
  const waiting = useInspectionPhotoQueue().waiting.filter((photo) => photo.jobCardId === jobCardId && photo.itemId === item.itemId);
  const remove = useDeleteItemPhoto(jobCardId, item.itemId);
  const statusId = useId();

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again (after a refusal) still uploads it.
    event.target.value = "";
    if (file) add.mutate(file);
  }

  const error = add.isError ? `The photo was not added. ${errorMessage(add.error)}` : remove.isError ? `The photo was not deleted. ${errorMessage(remove.error)}` : "";
  return (
    <div className="grid gap-2">
      {item.photos.length + waiting.length > 0 ? (
        <ul aria-label={`Photos of ${item.name}`} className="grid grid-cols-3 gap-2 sm:grid-cols-6">
          {item.photos.map((photo, index) => (
            <li key={photo.id} className="grid gap-1">
              <a href={photo.url} target="_blank" rel="noopener" className="block overflow-hidden rounded border">
                <img src={photo.url} alt={`Photo ${index + 1} of ${item.name}`} loading="lazy" decoding="async" className="aspect-square w-full object-cover" />
              </a>
              {editable ? (
                <Button
                  type="button"
                  variant="outline"
                  className="min-h-11"
                  aria-label={`Delete photo ${index + 1} of ${item.name}`}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(photo.id)}
                >
                  Delete
                </Button>
              ) : null}
            </li>
          ))}
          {waiting.map((photo, index) => (
            <WaitingPhoto key={photo.key} photo={photo} label={`Photo ${item.photos.length + index + 1} of ${item.name}, waiting for the connection`} />
          ))}
        </ul>
      ) : null}
      {editable ? (
        <div className="flex items-center gap-2">
          <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border px-3 text-sm font-medium hover:bg-accent focus-within:ring-2 focus-within:ring-ring">
            <CameraIcon aria-hidden="true" className="size-4" />
            Take photo
            <input
              type="file"
              accept={INSPECTION_PHOTO_MIME_TYPES.join(",")}
              capture="environment"
              className="sr-only"
              aria-label={`Take photo of ${item.name}`}
              aria-describedby={statusId}
              disabled={add.isPending}
              onChange={pick}
            />
          </label>
          {add.isPending ? <Spinner aria-label={`Uploading photo of ${item.name}`} /> : null}
        </div>
      ) : null}
      <p id={statusId} role="alert" className="text-sm text-destructive empty:hidden">
        {error}
      </p>
    </div>
  );
}
