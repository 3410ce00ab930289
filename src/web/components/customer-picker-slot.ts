import type { ComponentType } from "react";
import type { CustomerRef } from "@/shared/schemas/customers";

/** What every form's customer picker takes: the chosen customer (null: none) and how to change it. */
export interface CustomerPickerProps {
  value: CustomerRef | null;
  onChange: (customer: CustomerRef | null) => void;
  /** The combobox's accessible name and visible label. */
  label?: string;
  error?: string;
  disabled?: boolean;
}

/**
 * The customers feature's picker as other features' forms receive it: a feature does not import
 * another, so app hands it down, and a form without one keeps its customer as typed text.
 */
export type CustomerPickerSlot = ComponentType<CustomerPickerProps>;
