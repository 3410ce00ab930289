import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { toast } from "sonner";
import { logInSchema, type LogInInput } from "@/shared/schemas/account";
import { TextField } from "@/web/components/form/text-field";
import { Button } from "@/web/components/ui/button";
import { ApiError } from "@/web/lib/api-error";
import { logIn } from "../api/auth-calls";
import { meQueryKey } from "../api/me";

/** Log In mode of the login screen; a successful login lets the route redirect to /. */
export function LogInForm({ defaultEmail }: { defaultEmail: string }) {
  const queryClient = useQueryClient();
  const form = useForm<LogInInput>({
    resolver: zodResolver(logInSchema),
    defaultValues: { email: defaultEmail, password: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await logIn(values);
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
    } catch (error) {
      toast.error("Login Error", { description: error instanceof ApiError ? error.message : "Could not log in." });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...form.register("email")} />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register("password")}
      />
      <div className="-mt-2 text-right text-sm">
        <Link to="/forgot-password" className="underline underline-offset-4">
          Forgot password?
        </Link>
      </div>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? "Logging in..." : "Log In"}
      </Button>
    </form>
  );
}
