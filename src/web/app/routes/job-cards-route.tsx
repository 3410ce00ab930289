import { ScreenPending } from "@/web/components/layout/screen-pending";

export default function JobCardsRoute() {
  return <ScreenPending title="Job Cards" />;
}
