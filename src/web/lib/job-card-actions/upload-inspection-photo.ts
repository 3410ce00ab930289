import { inspectionPhotoSchema, type InspectionPhoto } from "@/shared/schemas/inspections";
import { apiFetch } from "@/web/lib/api-client";

/** Sends an inspection item's photo (already shrunk) to the photo route as raw bytes with their type. */
export async function uploadInspectionPhoto(jobCardId: string, itemId: string, photo: Blob): Promise<InspectionPhoto> {
  const path = `/api/job-cards/${encodeURIComponent(jobCardId)}/inspection/items/${encodeURIComponent(itemId)}/photos`;
  const response = await apiFetch(path, { method: "POST", headers: { "content-type": photo.type || "application/octet-stream" }, body: photo });
  return inspectionPhotoSchema.parse(await response.json());
}
