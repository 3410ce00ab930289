import { isJobCardImageType, NOT_AN_IMAGE_MESSAGE, type JobCardImageType } from "../../shared/constants/job-card-images";
import { ApiError } from "../http/api-error";
import { detectImageType } from "./detect-image-type";

/**
 * The type to store an uploaded job card image under, or a 415. The client must call it one of
 * the supported image types, and its first bytes must be one of them too. When the two differ (a
 * PNG saved with a .jpg name), the bytes win: they are what a browser will decode.
 */
export function checkImageUpload(bytes: Uint8Array, declaredType: string | undefined): JobCardImageType {
  const essence = declaredType?.split(";")[0] ?? "";
  const detected = detectImageType(bytes);
  if (!isJobCardImageType(essence) || !detected) throw new ApiError("unsupported_media_type", NOT_AN_IMAGE_MESSAGE);
  return detected;
}
