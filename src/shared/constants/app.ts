/** SPEC.md 1: the default name contracts "auto service"; the title falls back when it is empty. */
export const DEFAULT_APP_NAME = "AutoServ";
export const FALLBACK_PAGE_TITLE = "Vehicle Service Management";
