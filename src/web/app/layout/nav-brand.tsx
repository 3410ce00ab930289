import { useLocalSetting } from "@/web/lib/local-settings";
import { cn } from "@/web/lib/cn";
import { useAppName } from "./use-app-name";

/** The header of the navigation: the uploaded logo when there is one, otherwise the name. */
export function NavBrand({ collapsed = false }: { collapsed?: boolean }) {
  const appName = useAppName();
  const logoUrl = useLocalSetting("appLogoUrl", "");

  return (
    <div
      className={cn("flex h-16 shrink-0 items-center border-b px-4", collapsed && "justify-center px-2")}
      title={collapsed ? appName : undefined}
    >
      {logoUrl ? (
        <img src={logoUrl} alt={`${appName} logo`} className="max-h-10 max-w-full object-contain" />
      ) : collapsed ? (
        <>
          <span
            aria-hidden="true"
            className="flex size-10 items-center justify-center rounded-md bg-primary text-lg font-semibold text-primary-foreground"
          >
            {appName.charAt(0).toUpperCase()}
          </span>
          <span className="sr-only">{appName}</span>
        </>
      ) : (
        <span className="truncate text-lg font-semibold">{appName}</span>
      )}
    </div>
  );
}
