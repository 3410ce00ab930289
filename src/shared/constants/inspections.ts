import type { BadgeColour } from "./statuses";

/**
 * How a technician rates an inspection item. The word is always shown beside its colour, never
 * the colour alone.
 */
export const INSPECTION_RATINGS = ["Good", "Needs Attention", "Urgent"] as const;
export type InspectionRating = (typeof INSPECTION_RATINGS)[number];
export const INSPECTION_RATING_COLOURS: Record<InspectionRating, BadgeColour> = {
  Good: "green",
  "Needs Attention": "yellow",
  Urgent: "red",
};
/** The order the customer's link shows rated items in: the most pressing first. */
export const RATINGS_SHOWN_FIRST = ["Urgent", "Needs Attention", "Good"] as const satisfies readonly InspectionRating[];
/** A finding: a rating that asks for work, and a photo or a measurement before completion. */
export const FINDING_RATINGS = ["Needs Attention", "Urgent"] as const satisfies readonly InspectionRating[];

export const INSPECTION_STATUSES = ["In Progress", "Completed"] as const;
export type InspectionStatus = (typeof INSPECTION_STATUSES)[number];

/** Which way a measurement goes bad: tread and pad thickness wear lower; moisture in brake fluid grows higher. */
export const MEASUREMENT_DIRECTIONS = ["lower", "higher"] as const;
export type MeasurementDirection = (typeof MEASUREMENT_DIRECTIONS)[number];

/** The built-in template's id; templates a shop makes have uuids. */
export const MULTI_POINT_INSPECTION_ID = "multi-point-inspection";
export const MULTI_POINT_INSPECTION_NAME = "Multi-Point Inspection";

/** Limits of a template, shared by the form and the server. */
export const INSPECTION_LIMITS = {
  /** The shop's own templates; the list answers them all at once. */
  templates: 200,
  name: 100,
  sections: 30,
  itemsPerSection: 60,
  unit: 20,
  note: 1000,
  /** Measurements are numbers with at most two decimals, from 0 to this. */
  measurementMax: 100_000,
} as const;

/**
 * An inspection photo is a photo of the vehicle: JPEG, PNG or WebP (a GIF would lose its frames
 * when shrunk and says nothing a still does not), judged by its bytes on the server.
 */
export const INSPECTION_PHOTO_MIME_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
/** The largest inspection photo taken: the device shrinks a larger phone photo before it goes. */
export const INSPECTION_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const INSPECTION_PHOTO_TOO_LARGE_MESSAGE = "That photo is larger than 10 MB. Take or choose a smaller photo.";
export const INSPECTION_PHOTO_NOT_AN_IMAGE_MESSAGE = "That file is not a photo. Choose a JPEG, PNG or WebP picture.";
export type InspectionPhotoType = (typeof INSPECTION_PHOTO_MIME_TYPES)[number];
