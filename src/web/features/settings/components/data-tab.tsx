import { useId } from "react";
import { toast } from "sonner";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { useLogOut } from "@/web/lib/auth/use-log-out";
import { clearAllLocalData, resetLocalAppSettings } from "@/web/lib/local-store/local-backup";
import { useBackupImages } from "../hooks/backup-images-context";
import { BackupSection } from "./backup-section";
import { LastBackupCard } from "./last-backup-card";
import { ShopRecordsSetting } from "./shop-records-setting";

/** Settings → Data: the server's last backup and shop records (Admins); back up, restore and clear what this browser keeps. */
export function DataTab() {
  const resetId = useId();
  const clearId = useId();
  const images = useBackupImages();
  const logOut = useLogOut();

  function resetSettings() {
    resetLocalAppSettings();
    toast.success("Local Settings Cleared", {
      description: "The application name, logo, currency and sidebar are back to their defaults.",
    });
  }

  async function clearEverything() {
    await clearAllLocalData(images);
    await logOut();
  }

  return (
    <div className="grid gap-4">
      <LastBackupCard />
      <ShopRecordsSetting />
      <Card>
        <CardHeader>
          <CardTitle>Data</CardTitle>
          <CardDescription>
            Vehicles, services, custom fields, job card images and these settings live only in this browser.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-8">
          <BackupSection />
          <section aria-labelledby={resetId} className="grid gap-3">
            <h3 id={resetId} className="font-medium">
              Reset Local App Settings
            </h3>
            <p className="text-sm text-muted-foreground">
              Puts the application name, logo, currency and sidebar back to their defaults. Your records stay.
            </p>
            <div>
              <Button type="button" variant="outline" onClick={resetSettings}>
                Reset Local App Settings
              </Button>
            </div>
          </section>
          <section aria-labelledby={clearId} className="grid gap-3">
            <h3 id={clearId} className="font-medium">
              Logout &amp; Clear All Local Data
            </h3>
            <p className="text-sm text-muted-foreground">
              Removes everything this browser keeps for the app, then logs you out. Export your data first to keep a copy.
            </p>
            <div>
              <ConfirmDialog
                trigger={
                  <Button type="button" variant="destructive">
                    Logout &amp; Clear All Local Data
                  </Button>
                }
                title="Logout & Clear All Local Data?"
                description="Every vehicle, service, custom field, job card image and local setting in this browser will be removed, and you will be logged out. This cannot be undone."
                confirmLabel="Clear Data and Logout"
                destructive
                onConfirm={() => void clearEverything()}
              />
            </div>
          </section>
        </CardContent>
      </Card>
    </div>
  );
}
