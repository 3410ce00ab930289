import { lazy, Suspense } from "react";
import type { CustomerPickerProps } from "@/web/components/customer-picker-slot";
import { Spinner } from "@/web/components/ui/spinner";

const CustomerPicker = lazy(() => import("./customer-picker").then((module) => ({ default: module.CustomerPicker })));

/**
 * The customer picker for pages that show it only in a dialog ("Change customer"): its code, and
 * the form library its Add Customer brings, load when the dialog first opens, so a technician's
 * phone paints the repair order without them.
 */
export function LazyCustomerPicker(props: CustomerPickerProps) {
  return (
    <Suspense fallback={<Spinner aria-label="Loading customers" />}>
      <CustomerPicker {...props} />
    </Suspense>
  );
}
