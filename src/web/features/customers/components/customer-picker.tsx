import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { Popover } from "radix-ui";
import { Loader2Icon, UserPlusIcon, XIcon } from "lucide-react";
import { customerRefSchema, type Customer } from "@/shared/schemas/customers";
import type { CustomerPickerProps } from "@/web/components/customer-picker-slot";
import { Button } from "@/web/components/ui/button";
import { Field, FieldDescription, FieldError, FieldLabel } from "@/web/components/ui/field";
import { Input } from "@/web/components/ui/input";
import { cn } from "@/web/lib/cn";
import { useDebouncedValue } from "@/web/lib/use-debounced-value";
import { useCustomerSearch } from "../api/search-customers";
import { customerDetail } from "../utils/customer-detail";
import { AddCustomerDialog } from "./add-customer-dialog";

/** One search per pause in typing, as the other lists. */
export const CUSTOMER_SEARCH_DEBOUNCE_MS = 250;

/**
 * Picks a customer record for a form: a combobox searching the customers as you type (arrow keys
 * move, Enter chooses, Escape closes the list), a clear button, and Add Customer, which adds one
 * in place and chooses it. While the list is closed the box shows the chosen customer's name.
 */
export function CustomerPicker({ value, onChange, label = "Customer", error, disabled = false }: CustomerPickerProps) {
  const id = useId();
  const inputId = `${id}input`;
  const listId = `${id}list`;
  const detailId = `${id}detail`;
  const errorId = `${id}error`;
  const anchorRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  // The last search typed, and whether the box shows it (else the chosen customer's name).
  const [typed, setTyped] = useState("");
  const [editing, setEditing] = useState(false);
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [adding, setAdding] = useState(false);
  const term = useDebouncedValue(editing ? typed.trim() : "", CUSTOMER_SEARCH_DEBOUNCE_MS);
  const search = useCustomerSearch(term, { enabled: open && !disabled });
  const results = open ? (search.data?.customers ?? []) : [];
  const active = activeIndex >= 0 && activeIndex < results.length ? results[activeIndex] : undefined;
  const optionId = (index: number) => `${id}option-${index}`;

  useEffect(() => {
    if (active) document.getElementById(optionId(activeIndex))?.scrollIntoView?.({ block: "nearest" });
    // optionId is derived from the stable id.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, activeIndex]);

  function close() {
    setOpen(false);
    setActiveIndex(-1);
    setEditing(false);
  }

  function choose(customer: Customer) {
    close();
    setTyped("");
    onChange(customerRefSchema.parse(customer));
  }

  function move(step: 1 | -1) {
    if (!open) {
      setOpen(true);
      return;
    }
    if (results.length === 0) return;
    setActiveIndex((current) => (current === -1 ? (step === 1 ? 0 : results.length - 1) : (current + step + results.length) % results.length));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      move(event.key === "ArrowDown" ? 1 : -1);
    } else if (event.key === "Enter" && open) {
      // Enter chooses here; it must not also send the form the picker sits in.
      event.preventDefault();
      if (active) choose(active);
    } else if (event.key === "Tab" && open) {
      close();
    }
  }

  const detail = value ? customerDetail(value) : "";
  const describedBy = [error ? errorId : null, detail ? detailId : null].filter(Boolean).join(" ") || undefined;

  return (
    <Field invalid={Boolean(error)}>
      <FieldLabel htmlFor={inputId}>{label}</FieldLabel>
      <div className="flex flex-wrap items-start gap-2">
        <Popover.Root open={open} onOpenChange={(next) => (next ? setOpen(true) : close())}>
          <Popover.Anchor asChild>
            <div ref={anchorRef} className="relative min-w-0 flex-1 basis-56">
              <Input
                ref={inputRef}
                id={inputId}
                role="combobox"
                aria-expanded={open}
                aria-controls={open ? listId : undefined}
                aria-autocomplete="list"
                aria-activedescendant={active ? optionId(activeIndex) : undefined}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy}
                autoComplete="off"
                enterKeyHint="search"
                placeholder="Search by name, phone or e-mail"
                disabled={disabled}
                className={cn("h-11 sm:h-9", value ? "pr-11 sm:pr-9" : null)}
                value={editing ? typed : (value?.name ?? "")}
                onChange={(event) => {
                  setTyped(event.target.value);
                  setEditing(true);
                  setOpen(true);
                  setActiveIndex(-1);
                }}
                onClick={() => setOpen(true)}
                onKeyDown={onKeyDown}
              />
              {value && !disabled ? (
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="absolute top-0 right-0 size-11 sm:size-9"
                  aria-label={`Clear ${label.toLowerCase()}`}
                  onClick={() => {
                    close();
                    onChange(null);
                    inputRef.current?.focus();
                  }}
                >
                  <XIcon aria-hidden="true" />
                </Button>
              ) : null}
            </div>
          </Popover.Anchor>
          {/* Not in a portal: inside a dialog the list must stay in the dialog to scroll and take clicks. */}
          <Popover.Content
            align="start"
            sideOffset={4}
            collisionPadding={8}
            onOpenAutoFocus={(event) => event.preventDefault()}
            onCloseAutoFocus={(event) => event.preventDefault()}
            onInteractOutside={(event) => {
              // The box and its clear button belong to the picker: a tap there keeps the list open.
              if (anchorRef.current?.contains(event.target as Node)) event.preventDefault();
            }}
            className="z-50 max-h-[min(20rem,var(--radix-popover-content-available-height))] w-[var(--radix-popover-trigger-width)] min-w-[16rem] overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
          >
            <p role="status" className={cn("flex items-center gap-2 px-2 py-1.5 text-sm text-muted-foreground", results.length > 0 && !search.isFetching && "sr-only")}>
              {search.isFetching ? <Loader2Icon aria-hidden="true" className="size-3.5 animate-spin" /> : null}
              {statusText(results.length, search.isFetching, search.error)}
            </p>
            <div
              id={listId}
              role="listbox"
              aria-label={`${label} matches`}
              // A click must not take the focus from the box: it holds the keyboard's place in the list.
              onMouseDown={(event) => event.preventDefault()}
            >
              {results.map((customer, index) => {
                const extra = customerDetail(customer);
                return (
                  <div
                    key={customer.id}
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === activeIndex}
                    onClick={() => choose(customer)}
                    className={cn(
                      "flex min-h-11 cursor-pointer flex-col justify-center rounded-sm px-2 py-1.5 text-sm hover:bg-accent hover:text-accent-foreground sm:min-h-9",
                      index === activeIndex && "bg-accent text-accent-foreground outline-2 -outline-offset-2 outline-primary",
                    )}
                  >
                    <span className="truncate font-medium">{customer.name}</span>
                    {extra ? <span className="truncate text-xs text-muted-foreground">{extra}</span> : null}
                  </div>
                );
              })}
            </div>
          </Popover.Content>
        </Popover.Root>
        <Button type="button" variant="outline" className="h-11 sm:h-9" disabled={disabled} onClick={() => setAdding(true)}>
          <UserPlusIcon aria-hidden="true" />
          Add Customer
        </Button>
      </div>
      {detail ? <FieldDescription id={detailId}>{detail}</FieldDescription> : null}
      <FieldError id={errorId} message={error} />
      <AddCustomerDialog
        open={adding}
        onOpenChange={setAdding}
        name={typed.trim()}
        onAdded={(customer) => {
          setAdding(false);
          choose(customer);
        }}
      />
    </Field>
  );
}

/** What the list's status line says, read out as matches arrive. */
function statusText(count: number, pending: boolean, error: Error | null): string {
  if (error) return error.message;
  if (count > 0) return `${count} ${count === 1 ? "customer" : "customers"}${pending ? ", still searching…" : ""}`;
  return pending ? "Searching…" : "No customers found.";
}
