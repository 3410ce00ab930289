import { useState } from "react";
import { Outlet } from "react-router";
import { RequireSession } from "@/web/features/auth/components/require-session";
import { useSession } from "@/web/lib/auth/use-session";
import { useJobCardActionsSync } from "@/web/lib/job-card-actions/use-job-card-actions-sync";
import { useShopRecordsSync } from "@/web/lib/shop-records/use-shop-records-sync";
import { useLiveEvents } from "@/web/lib/use-live-events";
import { ContentToolbar } from "./content-toolbar";
import { MobileDrawer } from "./mobile-drawer";
import { PageLoadingStatus } from "./page-loading-status";
import { Sidebar } from "./sidebar";
import { TopHeader } from "./top-header";
import { useAppName } from "./use-app-name";
import { useDocumentTitle } from "./use-document-title";
import { useWarmUp } from "./use-warm-up";

/** The frame around every signed-in page: navigation, sticky header and content area. */
export default function AppShell() {
  useDocumentTitle(useAppName());
  const [drawerOpen, setDrawerOpen] = useState(false);
  const session = useSession();
  const signedIn = session.status === "signed-in";
  useLiveEvents(signedIn);
  useShopRecordsSync(signedIn ? session.profile.userId : null);
  useJobCardActionsSync(signedIn ? session.profile.userId : null);
  useWarmUp(signedIn);

  return (
    <RequireSession>
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60] focus:rounded-md focus:bg-background focus:px-4 focus:py-2 focus:shadow-md focus:ring-[3px] focus:ring-ring/50"
      >
        Skip to content
      </a>
      <div className="flex min-h-svh w-full">
        <Sidebar />
        <MobileDrawer open={drawerOpen} onOpenChange={setDrawerOpen} />
        <div className="flex min-w-0 flex-1 flex-col">
          <TopHeader onOpenNavigation={() => setDrawerOpen(true)} />
          <main id="main-content" tabIndex={-1} className="min-w-0 flex-1 p-4 outline-none md:p-8">
            <ContentToolbar />
            <PageLoadingStatus />
            <Outlet />
          </main>
        </div>
      </div>
    </RequireSession>
  );
}
