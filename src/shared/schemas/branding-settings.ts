import { z } from "zod";
import { APP_NAME_MAX_LENGTH, LOGO_MAX_BYTES } from "../constants/branding";

/** Empty is allowed: the page title then falls back to Vehicle Service Management. */
export const appNameSchema = z
  .string()
  .trim()
  .max(APP_NAME_MAX_LENGTH, `The application name can be at most ${APP_NAME_MAX_LENGTH} characters.`);

// Base64 is 4 characters for every 3 bytes; the allowance covers the "data:image/...;base64," head.
const LOGO_DATA_URL_MAX_LENGTH = Math.ceil(LOGO_MAX_BYTES / 3) * 4 + 64;

/** A logo as kept under appLogoUrl: a base64 data URL of a JPEG, PNG, GIF or SVG, or empty. */
export const logoDataUrlSchema = z.union([
  z.literal(""),
  z
    .string()
    .max(LOGO_DATA_URL_MAX_LENGTH, "The logo is larger than 2 MB.")
    .regex(/^data:image\/(jpeg|png|gif|svg\+xml);base64,[A-Za-z0-9+/]*={0,2}$/, "The logo must be a JPG, PNG, GIF or SVG image."),
]);

/** Settings → Branding: the application name and the logo. */
export const brandingSettingsSchema = z.object({
  appName: appNameSchema,
  appLogoUrl: logoDataUrlSchema,
});
export type BrandingSettings = z.output<typeof brandingSettingsSchema>;
