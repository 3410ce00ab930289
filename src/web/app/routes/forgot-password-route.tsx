import { AuthCard } from "@/web/features/auth/components/auth-card";
import { ForgotPasswordForm } from "@/web/features/auth/components/forgot-password-form";
import { useAppName } from "../layout/use-app-name";
import { useDocumentTitle } from "../layout/use-document-title";

export default function ForgotPasswordRoute() {
  // Signed out, too, the tab carries the shop's configured name.
  useDocumentTitle(useAppName());
  return (
    <AuthCard title="Forgot password" description="Enter your email and we will send you a link to set a new password.">
      <ForgotPasswordForm />
    </AuthCard>
  );
}
