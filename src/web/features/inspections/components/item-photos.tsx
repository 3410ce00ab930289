import { useId, type ChangeEvent } from "react";
import { CameraIcon } from "lucide-react";
import { INSPECTION_PHOTO_MAX_BYTES, INSPECTION_PHOTO_MIME_TYPES, INSPECTION_PHOTO_TOO_LARGE_MESSAGE } from "@/shared/constants/inspections";
import type { InspectionItem } from "@/shared/schemas/inspections";
import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";
import { errorMessage } from "@/web/lib/api-error";
import { shrinkPhoto } from "@/web/lib/photos/shrink-photo";
import { useAddItemPhoto, useDeleteItemPhoto } from "../api/inspection";

/** Refused on the device before anything is shrunk or sent: a photo over 10 MB. */
async function prepare(file: File): Promise<Blob> {
  if (file.size > INSPECTION_PHOTO_MAX_BYTES) throw new Error(INSPECTION_PHOTO_TOO_LARGE_MESSAGE);
  return shrinkPhoto(file);
}

/** An item's photos as thumbnails, and Take photo (the phone's back camera) while it may change. */
export function ItemPhotos({ jobCardId, item, editable }: { jobCardId: string; item: InspectionItem; editable: boolean }) {
  const add = useAddItemPhoto(jobCardId, item.itemId, prepare);
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
      {item.photos.length > 0 ? (
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
