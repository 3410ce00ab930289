import { XIcon } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { useEffect } from "react";
import { Button } from "@/web/components/ui/button";
import { useReturnFocus } from "@/web/components/ui/use-return-focus";
import { NavBrand } from "./nav-brand";
import { SidebarNav } from "./sidebar-nav";

/** Below this width the sidebar gives way to the drawer. */
const DESKTOP_QUERY = "(min-width: 768px)";

interface MobileDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The navigation on phones: an off-canvas panel over a dimmed backdrop that fades in over 0.2 s.
 * The backdrop, Escape, the close button and every link close it. It always shows full labels.
 */
export function MobileDrawer({ open, onOpenChange }: MobileDrawerProps) {
  // "Open navigation" is not the drawer's Radix trigger: without this the focus is lost on close.
  const returnFocus = useReturnFocus({});
  // Widening the window to desktop shows the sidebar, so a drawer left open would trap focus for nothing.
  useEffect(() => {
    if (!open || typeof window.matchMedia !== "function") return;
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const close = () => {
      if (desktop.matches) onOpenChange(false);
    };
    close();
    desktop.addEventListener("change", close);
    return () => desktop.removeEventListener("change", close);
  }, [open, onOpenChange]);

  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay
          data-testid="navigation-backdrop"
          className="fixed inset-0 z-50 bg-black/50 transition-opacity duration-200 starting:opacity-0 motion-reduce:transition-none md:hidden"
        />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          {...returnFocus}
          className="fixed inset-y-0 left-0 z-50 flex w-64 max-w-[85vw] flex-col bg-card shadow-lg transition-transform duration-200 outline-none starting:-translate-x-full motion-reduce:transition-none md:hidden"
        >
          <DialogPrimitive.Title className="sr-only">Navigation</DialogPrimitive.Title>
          <NavBrand />
          <SidebarNav onNavigate={() => onOpenChange(false)} />
          <DialogPrimitive.Close asChild>
            <Button type="button" variant="ghost" size="icon" aria-label="Close navigation" className="absolute top-3.5 right-2">
              <XIcon aria-hidden="true" className="size-5" />
            </Button>
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
