/**
 * Form field helpers. Linking an error to its control is the caller's job:
 *
 *   const errorId = useId();
 *   <Field invalid={!!error}>
 *     <FieldLabel htmlFor="vin">VIN</FieldLabel>
 *     <Input id="vin" aria-invalid={!!error || undefined}
 *            aria-describedby={error ? errorId : undefined} />
 *     <FieldError id={errorId} message={error} />
 *   </Field>
 *
 * FieldError deliberately has no role="alert": errors are announced through
 * aria-describedby when the (invalid) control is focused, not shouted on render.
 */
import type * as React from "react";

import { Label } from "@/web/components/ui/label";
import { cn } from "@/web/lib/cn";

function Field({
  className,
  invalid,
  ...props
}: React.ComponentProps<"div"> & { invalid?: boolean }) {
  return (
    <div
      data-slot="field"
      data-invalid={invalid || undefined}
      className={cn("group/field flex w-full flex-col gap-2", className)}
      {...props}
    />
  );
}

function FieldLabel({ className, ...props }: React.ComponentProps<typeof Label>) {
  return (
    <Label
      data-slot="field-label"
      className={cn("group-data-[invalid=true]/field:text-destructive", className)}
      {...props}
    />
  );
}

function FieldDescription({ className, ...props }: React.ComponentProps<"p">) {
  return (
    <p
      data-slot="field-description"
      className={cn("text-sm text-muted-foreground", className)}
      {...props}
    />
  );
}

type FieldErrorProps = Omit<React.ComponentProps<"p">, "id"> & {
  id: string;
  message?: string | null;
};

function FieldError({ id, message, children, className, ...props }: FieldErrorProps) {
  const content = children ?? message;
  if (content === undefined || content === null || content === false || content === "") {
    return null;
  }
  return (
    <p
      id={id}
      data-slot="field-error"
      className={cn("text-sm text-destructive", className)}
      {...props}
    >
      {content}
    </p>
  );
}

export { Field, FieldDescription, FieldError, FieldLabel, type FieldErrorProps };
