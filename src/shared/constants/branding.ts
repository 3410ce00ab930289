/** The uploaded logo's limits (2 MB; JPG, PNG, GIF or SVG), and how long the application name may be. */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const LOGO_MIME_TYPES = ["image/jpeg", "image/png", "image/gif", "image/svg+xml"] as const;
/** For a file the browser gives no type: judged by its name instead. */
export const LOGO_FILE_EXTENSIONS = [".jpg", ".jpeg", ".png", ".gif", ".svg"] as const;
export const APP_NAME_MAX_LENGTH = 50;
