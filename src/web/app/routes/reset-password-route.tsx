import { ScreenPending } from "@/web/components/layout/screen-pending";

export default function ResetPasswordRoute() {
  return <ScreenPending title="Reset password" />;
}
