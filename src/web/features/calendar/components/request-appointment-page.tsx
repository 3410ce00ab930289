import { useState, type FormEvent } from "react";
import { appointmentRequestSchema, type AppointmentRequestForm } from "@/shared/schemas/appointments";
import { FormField } from "@/web/components/form/form-field";
import { SelectField } from "@/web/components/form/select-field";
import { TextField } from "@/web/components/form/text-field";
import { Button } from "@/web/components/ui/button";
import { Textarea } from "@/web/components/ui/textarea";
import { ApiError, errorMessage } from "@/web/lib/api-error";
import { useAppointmentRequestForm, useSendAppointmentRequest } from "../api/request-appointment";
import { useNow } from "@/web/lib/use-now";
import { dayKeyAt, daySlots, instantAt, weekdayIndex } from "../utils/shop-time";
import { AlertMessage } from "@/web/components/ui/alert-message";

/** The public Request Appointment page: no account; the request waits for staff to confirm. */
export function RequestAppointmentPage() {
  const form = useAppointmentRequestForm();
  return (
    <main className="mx-auto w-full max-w-lg px-4 py-8">
      <p className="text-sm font-medium text-muted-foreground">{form.data?.shopName}</p>
      <h1 className="mb-4 text-2xl font-semibold tracking-tight">Request Appointment</h1>
      {form.isError ? <AlertMessage>The form could not be loaded: {errorMessage(form.error)}</AlertMessage> : form.data ? (
        <RequestForm shop={form.data} />
      ) : (
        <p className="text-sm text-muted-foreground">Loading...</p>
      )}
    </main>
  );
}

function RequestForm({ shop }: { shop: AppointmentRequestForm }) {
  const now = useNow();
  const today = dayKeyAt(now, shop.timeZone);
  const [fields, setFields] = useState({ name: "", phone: "", email: "", vehicle: "", requestedWork: "", date: "", time: "", website: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const send = useSendAppointmentRequest();
  const set = (name: keyof typeof fields) => (event: { target: { value: string } }) => setFields({ ...fields, [name]: event.target.value });
  const validDate = /^\d{4}-\d{2}-\d{2}$/.test(fields.date);
  const times = validDate ? daySlots(fields.date, shop.openingHours[weekdayIndex(fields.date)], shop.slotMinutes, shop.timeZone) : [];

  if (send.isSuccess) {
    return (
      <section aria-labelledby="request-sent" className="space-y-2 rounded-md border p-4">
        <h2 id="request-sent" className="text-lg font-semibold">
          Thank you
        </h2>
        <p className="text-sm">Your request has reached {shop.shopName}. We will confirm the time with you by phone or e-mail.</p>
      </section>
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const next: Record<string, string> = {};
    if (!validDate) next.date = "Choose a date.";
    else if (fields.date < today) next.date = "Choose today or a later date.";
    else if (!fields.time) next.time = times.length === 0 ? "The shop is closed that day; choose another." : "Choose a time.";
    const parsed = appointmentRequestSchema.safeParse({
      ...fields,
      preferredAt: validDate && fields.time ? new Date(instantAt(fields.date, fields.time, shop.timeZone)).toISOString() : "",
    });
    if (!parsed.success) for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
    delete next.preferredAt;
    setErrors(next);
    if (Object.keys(next).length > 0 || !parsed.success) return;
    setFailure(null);
    send.mutate(parsed.data, {
      onError: (error) => {
        if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
          setErrors(Object.fromEntries(Object.entries(error.fields).map(([name, messages]) => [name === "preferredAt" ? "time" : name, messages[0] ?? error.message])));
        }
        const wait = error instanceof ApiError && error.status === 429 && error.retryAfterSeconds ? ` Try again in ${Math.ceil(error.retryAfterSeconds / 60)} minute(s).` : "";
        setFailure(`${errorMessage(error)}${wait}`);
      },
    });
  }

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate aria-label="Request Appointment">
      <TextField label="Your name" autoComplete="name" value={fields.name} error={errors.name} onChange={set("name")} />
      <TextField label="Phone" type="tel" autoComplete="tel" value={fields.phone} error={errors.phone} onChange={set("phone")} />
      <TextField label="E-mail" type="email" autoComplete="email" value={fields.email} error={errors.email} onChange={set("email")} />
      <TextField label="Vehicle (year, make and model)" value={fields.vehicle} error={errors.vehicle} onChange={set("vehicle")} />
      <FormField label="What it needs" id="request-work" error={errors.requestedWork}>
        {(control) => <Textarea {...control} value={fields.requestedWork} onChange={set("requestedWork")} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Preferred date" type="date" min={today} value={fields.date} error={errors.date} onChange={(event) => setFields({ ...fields, date: event.target.value, time: "" })} />
        <SelectField label="Preferred time" value={fields.time} error={errors.time} disabled={!validDate} onChange={set("time")}>
          <option value="">{!validDate ? "Choose a date first" : times.length === 0 ? "Closed that day" : "Choose a time"}</option>
          {times.map((slot) => (
            <option key={slot.start} value={slot.label.slice(0, 5)}>
              {slot.label}
            </option>
          ))}
        </SelectField>
      </div>
      <p className="text-xs text-muted-foreground">Times are the shop's ({shop.timeZone}).</p>
      {/* Left empty by people (hidden from them and from screen readers); robots fill it. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          Website
          <input tabIndex={-1} autoComplete="off" value={fields.website} onChange={set("website")} />
        </label>
      </div>
      <AlertMessage>{failure}</AlertMessage>
      <Button type="submit" disabled={send.isPending}>
        Request Appointment
      </Button>
    </form>
  );
}
