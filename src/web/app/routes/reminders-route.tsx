import { RemindersPage } from "@/web/features/reminders/components/reminders-page";

export default function RemindersRoute() {
  return <RemindersPage />;
}
