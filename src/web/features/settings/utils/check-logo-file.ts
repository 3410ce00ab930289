import { LOGO_FILE_EXTENSIONS, LOGO_MAX_BYTES, LOGO_MIME_TYPES } from "@/shared/constants/branding";

export interface LogoFileProblem {
  title: string;
  description: string;
}

/** The two refusals (over 2 MB; not a JPG, PNG, GIF or SVG), in the product's exact words. */
export const LOGO_TOO_LARGE: LogoFileProblem = {
  title: "File Too Large",
  description: "Please select a logo image smaller than 2MB.",
};
export const LOGO_WRONG_TYPE: LogoFileProblem = {
  title: "Invalid File Type",
  description: "Please select a valid image file (JPG, PNG, GIF, SVG).",
};

const TYPE_BY_EXTENSION: Record<string, string> = {
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".gif": "image/gif",
  ".svg": "image/svg+xml",
};

/**
 * The logo's image type: the browser's own, or (when it gives none) the one its name implies;
 * null when the file is not a JPEG, PNG, GIF or SVG.
 */
export function logoImageType(file: File): string | null {
  if (file.type) return (LOGO_MIME_TYPES as readonly string[]).includes(file.type) ? file.type : null;
  const name = file.name.toLowerCase();
  const extension = LOGO_FILE_EXTENSIONS.find((candidate) => name.endsWith(candidate));
  return extension ? (TYPE_BY_EXTENSION[extension] ?? null) : null;
}

/** Why a chosen file cannot be the logo, or null when it can. */
export function checkLogoFile(file: File): LogoFileProblem | null {
  if (file.size > LOGO_MAX_BYTES) return LOGO_TOO_LARGE;
  if (!logoImageType(file)) return LOGO_WRONG_TYPE;
  return null;
}
