import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { Spinner } from "@/web/components/ui/spinner";
import { useSession } from "@/web/lib/auth/use-session";
import { NotificationPreferencesForm } from "./notification-preferences-form";

/** Settings → Notifications, saved to the profile. */
export function NotificationsTab() {
  const session = useSession();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Notifications</CardTitle>
        <CardDescription>How you hear about new bookings and urgent issues, on every device you use.</CardDescription>
      </CardHeader>
      <CardContent>
        {session.status === "loading" ? (
          <Spinner aria-label="Loading your preferences" />
        ) : session.status === "signed-in" ? (
          <NotificationPreferencesForm profile={session.profile} />
        ) : (
          <p className="text-sm text-muted-foreground">Please log in to change your notification preferences.</p>
        )}
      </CardContent>
    </Card>
  );
}
