/** The calendar's query keys: every one starts with "appointments", so one invalidation refreshes them all. */
export const calendarKeys = {
  all: ["appointments"] as const,
  range: (from: string, to: string, technicianId: string | undefined) => ["appointments", "range", from, to, technicianId ?? null] as const,
  shopCalendar: ["shop-calendar"] as const,
  customerVehicles: (customerId: string) => ["customer-vehicles", customerId] as const,
  requestForm: ["appointment-request-form"] as const,
};
