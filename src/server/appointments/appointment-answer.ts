import type { Appointment, BookingWarning } from "../../shared/schemas/appointments";
import type { StoredAppointment } from "./appointment-read";

/** What the viewer may read: a technician gets the customer's name and vehicle, never contact details. */
export interface AppointmentAudience {
  contactDetails: boolean;
}

function vehicleLabel(stored: StoredAppointment): string {
  if (stored.customerVehicleId === null) return stored.request?.vehicle ?? "";
  return [stored.vehicleYear, stored.vehicleMake, stored.vehicleModel].filter((part) => part !== null && part !== "").join(" ");
}

function firstPhone(stored: StoredAppointment): string | null {
  const phone = stored.customerPhones?.[0]?.number ?? stored.request?.phone ?? "";
  return phone === "" ? null : phone;
}

function email(stored: StoredAppointment): string | null {
  const value = stored.customerId !== null ? stored.customerEmail : stored.request?.email;
  return value ? value : null;
}

/** The answer's shape of a stored appointment, with its warnings. */
export function appointmentAnswer(stored: StoredAppointment, warnings: BookingWarning[], audience: AppointmentAudience): Appointment {
  return {
    id: stored.id,
    status: stored.status,
    source: stored.source,
    customerId: stored.customerId,
    customerName: stored.customerName ?? stored.request?.name ?? "",
    customerPhone: audience.contactDetails ? firstPhone(stored) : null,
    customerEmail: audience.contactDetails ? email(stored) : null,
    customerVehicleId: stored.customerVehicleId,
    vehicleLabel: vehicleLabel(stored),
    vin: stored.vehicleVin ?? "",
    requestedWork: stored.requestedWork,
    expectedHours: stored.expectedHours,
    bayId: stored.bayId,
    technicianId: stored.technicianId,
    technicianName: stored.technicianName,
    startsAt: stored.startsAt.toISOString(),
    endsAt: stored.endsAt.toISOString(),
    dropOffAt: stored.dropOffAt?.toISOString() ?? null,
    promisedAt: stored.promisedAt?.toISOString() ?? null,
    notes: stored.notes,
    jobCardId: stored.jobCardId,
    ticketId: stored.ticketId,
    warnings,
    createdAt: stored.createdAt.toISOString(),
    updatedAt: stored.updatedAt.toISOString(),
  };
}
