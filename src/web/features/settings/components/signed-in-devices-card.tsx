import type { AccountSession } from "@/shared/schemas/account-sessions";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/web/components/ui/card";
import { Spinner } from "@/web/components/ui/spinner";
import { useAccountSessions } from "../api/get-account-sessions";
import { SignOutEverywhereDialog } from "./sign-out-everywhere-dialog";
import { SignedInDeviceItem } from "./signed-in-device-item";

/** This device first, then the others as the server lists them: newest first. */
function thisDeviceFirst(sessions: readonly AccountSession[]): AccountSession[] {
  return [...sessions].sort((a, b) => Number(b.current) - Number(a.current));
}

/** Settings → Security: the devices signed in to the user's account. */
export function SignedInDevicesCard() {
  const sessions = useAccountSessions();

  return (
    <Card>
      <CardHeader>
        <CardTitle>Signed-in Devices</CardTitle>
        <CardDescription>Where your account is signed in. Sign out any device you do not recognise.</CardDescription>
      </CardHeader>
      <CardContent>
        {sessions.isPending ? (
          <Spinner aria-label="Loading signed-in devices" />
        ) : sessions.isError ? (
          <div className="flex flex-col items-start gap-3 text-sm text-muted-foreground">
            <p>The signed-in devices could not be loaded.</p>
            <Button type="button" variant="outline" onClick={() => void sessions.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <ul aria-label="Signed-in devices" className="divide-y">
            {thisDeviceFirst(sessions.data.sessions).map((session) => (
              <SignedInDeviceItem key={session.id} session={session} />
            ))}
          </ul>
        )}
      </CardContent>
      <CardFooter>
        <SignOutEverywhereDialog />
      </CardFooter>
    </Card>
  );
}
