/**
 * A job card image is a photo: JPG, PNG, GIF or WebP. Anything else (an HTML page, a script, an
 * SVG, which can carry script of its own) is refused wherever an image comes in: the upload
 * picker and a data import alike.
 */
export const JOB_CARD_IMAGE_MIME_TYPES = ["image/jpeg", "image/png", "image/gif", "image/webp"] as const;

export function isJobCardImageType(mimeType: string): boolean {
  return (JOB_CARD_IMAGE_MIME_TYPES as readonly string[]).includes(mimeType.trim().toLowerCase());
}
