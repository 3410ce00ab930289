import { Button } from "@/web/components/ui/button";
import { errorMessage } from "@/web/lib/api-error";
import { useStopReminders } from "../api/reminders";

/**
 * The page a reminder mail's stop link opens: no account, outside the shell. It asks before it
 * stops, so a mail scanner following the link stops nothing.
 */
export function StopRemindersPage({ token }: { token: string }) {
  const stop = useStopReminders();
  return (
    <main className="mx-auto max-w-md space-y-4 p-6">
      <h1 className="text-xl font-semibold">Stop Reminders</h1>
      {stop.isSuccess ? (
        <p role="status">
          {`You will get no more reminders${stop.data.shopName ? ` from ${stop.data.shopName}` : ""}. To have them again, ask the shop.`}
        </p>
      ) : token.trim() === "" ? (
        <p role="alert">This link is missing its token. Open the link from the mail again.</p>
      ) : (
        <>
          <p>Stop all reminder mails about your vehicles and appointments?</p>
          {stop.error ? (
            <p role="alert" className="text-destructive">
              {errorMessage(stop.error)}
            </p>
          ) : null}
          <Button type="button" onClick={() => stop.mutate(token)} disabled={stop.isPending}>
            {stop.isPending ? "Stopping..." : "Stop Reminders"}
          </Button>
        </>
      )}
    </main>
  );
}
