import { useId, useState, type ChangeEvent } from "react";
import { CameraIcon, UploadIcon } from "lucide-react";
import type { JobCardPhoto } from "@/shared/schemas/job-card-photos";
import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";
import { errorMessage } from "@/web/lib/api-error";
import { formatDateTime } from "@/web/lib/format-date-time";
import { useDeleteJobCardPhoto, useJobCardPhotos, useUploadJobCardPhoto } from "../api/job-card-photos";
import { shortJobCardId } from "../utils/job-card-display";
import { shrinkPhoto } from "@/web/lib/photos/shrink-photo";

const PICKER_CLASS =
  "inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border px-3 text-sm font-medium hover:bg-accent focus-within:ring-2 focus-within:ring-ring";

/**
 * The card's photos as thumbnails, oldest first, with Upload photo (a file) and Take photo (the
 * phone's back camera) for those who may add one, and Delete for those who may remove one.
 */
export function JobCardPhotos({ jobCardId, canAdd, canDelete }: { jobCardId: string; canAdd: boolean; canDelete: boolean }) {
  const query = useJobCardPhotos(jobCardId);
  const upload = useUploadJobCardPhoto(jobCardId, shrinkPhoto);
  const statusId = useId();

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again (after a refusal) still uploads it.
    event.target.value = "";
    if (file) upload.mutate(file);
  }

  const photos = query.data?.photos;
  return (
    <div className="grid gap-3">
      {photos ? (
        photos.length === 0 ? (
          <p className="text-sm text-muted-foreground">No photos yet.</p>
        ) : (
          <ul aria-label="Photos" className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {photos.map((photo) => (
              <PhotoThumbnail key={photo.id} jobCardId={jobCardId} photo={photo} canDelete={canDelete} />
            ))}
          </ul>
        )
      ) : query.isError ? (
        <p className="text-sm text-muted-foreground">{query.error.message}</p>
      ) : (
        <Spinner aria-label="Loading photos" />
      )}
      {canAdd ? (
        <div className="flex flex-wrap items-center gap-2">
          <label className={PICKER_CLASS}>
            <UploadIcon aria-hidden="true" className="size-4" />
            Upload photo
            <input type="file" accept="image/*" className="sr-only" onChange={pick} disabled={upload.isPending} aria-describedby={statusId} />
          </label>
          <label className={PICKER_CLASS}>
            <CameraIcon aria-hidden="true" className="size-4" />
            Take photo
            <input type="file" accept="image/*" capture="environment" className="sr-only" onChange={pick} disabled={upload.isPending} aria-describedby={statusId} />
          </label>
          {upload.isPending ? <Spinner aria-label="Uploading photo" /> : null}
        </div>
      ) : null}
      <p id={statusId} role="alert" className="text-sm text-destructive empty:hidden">
        {upload.isError ? `The photo was not added. ${errorMessage(upload.error)}` : ""}
      </p>
    </div>
  );
}

function PhotoThumbnail({ jobCardId, photo, canDelete }: { jobCardId: string; photo: JobCardPhoto; canDelete: boolean }) {
  const remove = useDeleteJobCardPhoto(jobCardId);
  const [confirming, setConfirming] = useState(false);
  const taken = formatDateTime(photo.takenAt);
  const alt = `Photo of Repair Order ${shortJobCardId(jobCardId)} taken ${taken}`;
  return (
    <li className="grid gap-1 rounded-md border p-1 text-xs">
      <a href={photo.url} target="_blank" rel="noopener" className="block overflow-hidden rounded">
        <img src={photo.url} alt={alt} loading="lazy" decoding="async" className="aspect-square w-full object-cover" />
      </a>
      <span className="text-muted-foreground">
        <time dateTime={photo.takenAt}>{taken}</time>
        {photo.by ? ` · ${photo.by.name}` : ""}
      </span>
      {canDelete ? (
        confirming ? (
          <span className="flex flex-wrap gap-1">
            <Button type="button" variant="destructive" disabled={remove.isPending} onClick={() => remove.mutate(photo.id)}>
              Delete
            </Button>
            <Button type="button" variant="outline" onClick={() => setConfirming(false)}>
              Keep
            </Button>
          </span>
        ) : (
          <Button type="button" variant="outline" aria-label={`Delete photo taken ${taken}`} onClick={() => setConfirming(true)}>
            Delete
          </Button>
        )
      ) : null}
      {remove.isError ? (
        <span role="alert" className="text-destructive">
          {errorMessage(remove.error)}
        </span>
      ) : null}
    </li>
  );
}
