import { AuthCard } from "@/web/features/auth/components/auth-card";
import { ForgotPasswordForm } from "@/web/features/auth/components/forgot-password-form";

export default function ForgotPasswordRoute() {
  return (
    <AuthCard title="Forgot password" description="Enter your email and we will send you a link to set a new password.">
      <ForgotPasswordForm />
    </AuthCard>
  );
}
