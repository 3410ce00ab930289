/** The default name contracts "auto service"; the page title falls back when the name is empty. */
export const DEFAULT_APP_NAME = "AutoServ";
export const FALLBACK_PAGE_TITLE = "Vehicle Service Management";
