import { ScreenPending } from "@/web/components/layout/screen-pending";

export default function ForgotPasswordRoute() {
  return <ScreenPending title="Forgot password" />;
}
