import { useSearchParams } from "react-router";
import { StopRemindersPage } from "@/web/features/reminders/components/stop-reminders-page";

/** /reminders/stop?token=...: the mail's stop link, with no account. */
export default function ReminderStopRoute() {
  const [params] = useSearchParams();
  return <StopRemindersPage token={params.get("token") ?? ""} />;
}
