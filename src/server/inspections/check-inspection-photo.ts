import {
  INSPECTION_PHOTO_MAX_BYTES,
  INSPECTION_PHOTO_MIME_TYPES,
  INSPECTION_PHOTO_NOT_AN_IMAGE_MESSAGE,
  INSPECTION_PHOTO_TOO_LARGE_MESSAGE,
  type InspectionPhotoType,
} from "../../shared/constants/inspections";
import { ApiError } from "../http/api-error";
import { detectImageType } from "../job-card-images/detect-image-type";
import { bodySizeLimit } from "../middleware/request-body";

function isInspectionPhotoType(type: string): type is InspectionPhotoType {
  return (INSPECTION_PHOTO_MIME_TYPES as readonly string[]).includes(type);
}

/**
 * The type to store an inspection photo under, or a 415: it must be called a JPEG, PNG or WebP
 * and its first bytes must be one too. When the two differ the bytes win, as for card photos.
 */
export function checkInspectionPhoto(bytes: Uint8Array, declaredType: string | undefined): InspectionPhotoType {
  const essence = declaredType?.split(";")[0]?.trim().toLowerCase() ?? "";
  const detected = detectImageType(bytes);
  if (!isInspectionPhotoType(essence) || !detected || !isInspectionPhotoType(detected)) {
    throw new ApiError("unsupported_media_type", INSPECTION_PHOTO_NOT_AN_IMAGE_MESSAGE);
  }
  return detected;
}

/** Counted as it arrives and refused at 10 MB + 1 byte: the rest of a larger body is never read. */
export const inspectionPhotoBodyLimit = bodySizeLimit(INSPECTION_PHOTO_MAX_BYTES, () => {
  throw new ApiError("payload_too_large", INSPECTION_PHOTO_TOO_LARGE_MESSAGE);
});
