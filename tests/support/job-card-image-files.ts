import type { JobCardImageType } from "../../src/shared/constants/job-card-images";

/** One-pixel pictures of each supported type, as a camera or an editor would save them. */
const ONE_PIXEL: Record<JobCardImageType, string> = {
  "image/jpeg":
    "/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=",
  "image/png": "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "image/gif": "R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7",
  "image/webp": "UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA",
};

/** The bytes of a one-pixel picture of the type. */
export function onePixelImage(type: JobCardImageType): Uint8Array<ArrayBuffer> {
  return new Uint8Array(Buffer.from(ONE_PIXEL[type], "base64"));
}

/** A file as a browser's picker hands it over: bytes and the type its name suggests. */
export function pickedFile(bytes: Uint8Array<ArrayBuffer> | string, type: string): Blob {
  return new Blob([bytes], { type });
}
