/**
 * A job card image is a photo: JPG, PNG, GIF or WebP. Anything else (an HTML page, a script, an
 * SVG, which can carry script of its own) is refused wherever an image comes in: the upload
 * picker and a data import alike.
 */
export const JOB_CARD_IMAGE_MIME_TYPES = ["image/jpeg", "image/png", "image/gif", "image/webp"] as const;
export type JobCardImageType = (typeof JOB_CARD_IMAGE_MIME_TYPES)[number];

export function isJobCardImageType(mimeType: string): boolean {
  return (JOB_CARD_IMAGE_MIME_TYPES as readonly string[]).includes(mimeType.trim().toLowerCase());
}

/** The largest job card image the server stores: a phone photo fits, a video or a scan archive does not. */
export const JOB_CARD_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** Shown wherever a file is refused because it is not a JPG, PNG, GIF or WebP picture. */
export const NOT_AN_IMAGE_MESSAGE = "That file is not an image. Choose a JPG, PNG, GIF or WebP picture of the job card.";

export const JOB_CARD_IMAGE_TOO_LARGE_MESSAGE = "That picture is larger than 5 MB. Choose a smaller picture of the job card.";

/** Where the server serves a stored job card image; a shared service's image url is this. */
export function jobCardImageUrl(id: string): string {
  return `/api/job-card-images/${id}`;
}
