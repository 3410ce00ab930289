import { DEFAULT_APP_NAME, FALLBACK_PAGE_TITLE } from "@/shared/constants/app";
import { useLocalSetting } from "@/web/lib/local-settings";

/**
 * The configured application name: AutoServ until Branding changes it, and the
 * fallback title when it has been cleared, so the header and tab are never blank.
 */
export function useAppName(): string {
  const name = useLocalSetting("appName", DEFAULT_APP_NAME).trim();
  return name || FALLBACK_PAGE_TITLE;
}
