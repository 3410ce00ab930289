import { LogOutIcon } from "lucide-react";
import { toast } from "sonner";
import type { AccountSession } from "@/shared/schemas/account-sessions";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { errorMessage } from "@/web/lib/api-error";
import { formatDateTime } from "@/web/lib/format-date-time";
import { useEndAccountSession } from "../api/end-account-session";
import { describeUserAgent } from "../utils/describe-user-agent";

// The server moves a session's last activity when it extends it, at most once a day: a day is
// all it can honestly show.
const lastActiveDay = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });

/** One signed-in device: what it is, when it signed in and was last active, and its Sign out. */
export function SignedInDeviceItem({ session }: { session: AccountSession }) {
  const endSession = useEndAccountSession();
  const device = describeUserAgent(session.userAgent);
  const signedIn = formatDateTime(session.createdAt);

  async function signOut() {
    try {
      await endSession.mutateAsync(session.id);
      toast.success("Device Signed Out", { description: `${device} is no longer signed in.` });
    } catch (error) {
      toast.error("Could not sign out the device", { description: errorMessage(error) });
    }
  }

  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <span className="break-words">{device}</span>
          {session.current ? <Badge variant="green">This device</Badge> : null}
        </p>
        <p className="text-sm text-muted-foreground">Signed in {signedIn}</p>
        <p className="text-sm text-muted-foreground">Last active {lastActiveDay.format(new Date(session.lastActiveAt))}</p>
      </div>
      {session.current ? null : (
        <Button
          type="button"
          size="sm"
          variant="outline"
          className="self-start sm:self-auto"
          disabled={endSession.isPending}
          aria-label={`Sign out ${device}, signed in ${signedIn}`}
          onClick={() => void signOut()}
        >
          <LogOutIcon aria-hidden="true" />
          Sign out
        </Button>
      )}
    </li>
  );
}
