import { ScreenPending } from "@/web/components/layout/screen-pending";

export default function UsersRoute() {
  return <ScreenPending title="User Management" />;
}
