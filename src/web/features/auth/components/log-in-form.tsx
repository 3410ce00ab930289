import { useQueryClient } from "@tanstack/react-query";
import { Link } from "react-router";
import { toast } from "sonner";
import { TextField } from "@/web/components/form/text-field";
import { Button } from "@/web/components/ui/button";
import { ApiError } from "@/web/lib/api-error";
import { loadLogInSchema } from "../api/account-schemas";
import { logIn } from "../api/auth-calls";
import { useLazySchemaForm } from "../hooks/use-lazy-schema-form";
import { queryKeys } from "@/web/lib/query-keys";

/** Log In mode of the login screen; a successful login lets the route redirect to /. */
export function LogInForm({ defaultEmail }: { defaultEmail: string }) {
  const queryClient = useQueryClient();
  const { errors, submitting, handleSubmit, prefetch } = useLazySchemaForm(loadLogInSchema);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await logIn(values);
      await queryClient.invalidateQueries({ queryKey: queryKeys.me });
    } catch (error) {
      toast.error("Login Error", { description: error instanceof ApiError ? error.message : "Could not log in." });
    }
  });

  return (
    <form onSubmit={onSubmit} onFocus={prefetch} noValidate className="flex flex-col gap-4">
      <TextField label="Email" name="email" type="email" autoComplete="email" defaultValue={defaultEmail} error={errors.email} />
      <TextField label="Password" name="password" type="password" autoComplete="current-password" error={errors.password} />
      <div className="-mt-2 text-right text-sm">
        <Link to="/forgot-password" className="underline underline-offset-4">
          Forgot password?
        </Link>
      </div>
      <Button type="submit" disabled={submitting}>
        {submitting ? "Logging in..." : "Log In"}
      </Button>
    </form>
  );
}
