import { useId, useState, type FormEvent } from "react";
import { useQuery } from "@tanstack/react-query";
import { customerBodySchema, customerFormSchema, customerPageSchema, type CustomerRef } from "@/shared/schemas/customers";
import { TextField } from "@/web/components/form/text-field";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/web/components/ui/dialog";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { apiFetch } from "@/web/lib/api-client";
import { errorMessage } from "@/web/lib/api-error";
import { useDebouncedValue } from "@/web/lib/use-debounced-value";

interface CustomerPickerProps {
  value: CustomerRef | null;
  onChange: (customer: CustomerRef | null) => void;
  label?: string;
  error?: string;
  disabled?: boolean;
}

const toRef = ({ id, name, phones, email, preferredContact }: CustomerRef): CustomerRef => ({ id, name, phones, email, preferredContact });

/**
 * Picks a customer: a combobox that searches GET /api/customers as you type, and "Add Customer",
 * which saves a new one and selects it. A small stand-in with the customers slice's interface.
 */
export function CustomerPicker({ value, onChange, label = "Customer", error, disabled }: CustomerPickerProps) {
  const id = useId();
  const [term, setTerm] = useState("");
  const [open, setOpen] = useState(false);
  const [adding, setAdding] = useState(false);
  const search = useDebouncedValue(term.trim(), 250);
  const results = useQuery({
    queryKey: ["customers", "picker", search],
    queryFn: async ({ signal }) => {
      const response = await apiFetch(`/api/customers?${new URLSearchParams({ search, limit: "10" })}`, { signal });
      return customerPageSchema.parse(await response.json()).customers;
    },
    enabled: open && search !== "",
  });
  const listId = `${id}-list`;
  const errorId = `${id}-error`;

  function choose(customer: CustomerRef | null) {
    onChange(customer ? toRef(customer) : null);
    setTerm("");
    setOpen(false);
  }

  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          role="combobox"
          aria-expanded={open && search !== ""}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          disabled={disabled}
          placeholder={value ? value.name : "Search by name, phone or e-mail"}
          value={open ? term : (value?.name ?? "")}
          onFocus={() => setOpen(true)}
          onChange={(event) => {
            setTerm(event.target.value);
            setOpen(true);
          }}
        />
        <Button type="button" variant="outline" disabled={disabled} onClick={() => setAdding(true)}>
          Add Customer
        </Button>
      </div>
      {open && search !== "" ? (
        <ul id={listId} role="listbox" aria-label={`${label} matches`} className="max-h-48 overflow-y-auto rounded-md border">
          {(results.data ?? []).map((customer) => (
            <li
              key={customer.id}
              role="option"
              aria-selected={value?.id === customer.id}
              tabIndex={-1}
              className="cursor-pointer px-3 py-2 text-sm hover:bg-accent"
              onClick={() => choose(customer)}
              onKeyDown={(event) => {
                if (event.key === "Enter") choose(customer);
              }}
            >
              {customer.name}
              {customer.email ? <span className="text-muted-foreground"> · {customer.email}</span> : null}
            </li>
          ))}
          {results.data?.length === 0 ? <li className="px-3 py-2 text-sm text-muted-foreground">No customers found.</li> : null}
        </ul>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <NewCustomerDialog open={adding} onOpenChange={setAdding} onSaved={choose} />
    </div>
  );
}

function NewCustomerDialog({ open, onOpenChange, onSaved }: { open: boolean; onOpenChange: (open: boolean) => void; onSaved: (customer: CustomerRef) => void }) {
  const [fields, setFields] = useState({ name: "", phone: "", email: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    const parsed = customerFormSchema.safeParse({
      name: fields.name,
      email: fields.email,
      phones: fields.phone.trim() ? [{ kind: "Mobile", number: fields.phone }] : [],
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setSaving(true);
    try {
      const response = await apiFetch("/api/customers", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(parsed.data) });
      onSaved(customerBodySchema.parse(await response.json()).customer);
      setFields({ name: "", phone: "", email: "" });
      setErrors({});
      onOpenChange(false);
    } catch (error) {
      setErrors({ form: errorMessage(error) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>New Customer</DialogTitle>
          <DialogDescription>Save the customer and choose them here.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <TextField label="Name" value={fields.name} error={errors.name} onChange={(event) => setFields({ ...fields, name: event.target.value })} />
          <TextField label="Phone" value={fields.phone} error={errors.phones} onChange={(event) => setFields({ ...fields, phone: event.target.value })} />
          <TextField label="E-mail" type="email" value={fields.email} error={errors.email} onChange={(event) => setFields({ ...fields, email: event.target.value })} />
          {errors.form ? <p role="alert" className="text-sm text-destructive">{errors.form}</p> : null}
          <DialogFooter>
            <Button type="submit" disabled={saving}>
              Save Customer
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
